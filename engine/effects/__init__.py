"""The effects language: abilities, triggers, steps, targets and conditions.

A card's abilities are a few declarative values built from these words; the engine
resolves them and each word renders its own text, so the text a player reads is
produced from what the engine does.
"""
