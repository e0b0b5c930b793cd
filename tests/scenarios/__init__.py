"""Rules scenarios: situations built with `helpers.py`, played through real decisions.

- test_rules_examples_1_2.py / test_rules_examples_4_7.py: one test per "Example." of the
  Complete Rules v3.0, named after the rule number;
- test_borrowed_constructs.py: constructs of other games written as Altered-style cards;
- test_vocabulary.py, test_keywords_gigantic_and_durations.py: words of 7.3-7.5;
- test_card_texts.py: every defined card renders text; test_language_fuzz.py: random games
  with every test card.
"""
