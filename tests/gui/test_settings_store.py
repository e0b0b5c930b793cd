"""Settings in the platform's own store (QSettings; an INI file in the data folder when
ALTERED_DESKTOP_DATA is set, as in these tests), with the old JSON file read once
(issue #29): its values move into the store, the file is renamed and never read again;
a damaged file or store is kept aside as a copy; a value of the wrong shape falls back
on its default."""

from __future__ import annotations

import json

from altered_desktop import storage


def fresh(user_data):  # type: ignore[no-untyped-def]
    """A data folder as an older version left it: no store yet."""
    (user_data / "settings.ini").unlink()


def test_the_old_json_is_read_once_into_the_store(user_data):
    fresh(user_data)
    old = {"names": ["Ana", "Bo"], "mode": "goldfish", "handoff": False,
           "lessons_done": ["01-expeditions"], "window": "AdnQywAD"}
    (user_data / "settings.json").write_text(json.dumps(old))
    s = storage.load_settings()
    assert {k: s[k] for k in old} == old
    assert not (user_data / "settings.json").exists()
    assert json.loads((user_data / "settings.json.migrated").read_text()) == old
    assert (user_data / "settings.ini").is_file()
    # a settings.json appearing later (an older version run again) is not read
    (user_data / "settings.json").write_text(json.dumps({"names": ["Other", "Pair"]}))
    assert storage.load_settings()["names"] == ["Ana", "Bo"]
    s["names"] = ["Cy", "Di"]
    storage.save_settings(s)
    assert storage.load_settings() == s


def test_saving_first_migrates_first(user_data):
    """A save before any load (the course offer at a first start) keeps the old values."""
    fresh(user_data)
    (user_data / "settings.json").write_text(json.dumps({"names": ["Ana", "Bo"]}))
    storage.save_settings({"course_offered": True})
    s = storage.load_settings()
    assert s["names"] == ["Ana", "Bo"] and s["course_offered"] is True


def test_a_damaged_old_file_is_kept_as_a_copy(user_data):
    fresh(user_data)
    (user_data / "settings.json").write_text("{'not': json")
    assert storage.load_settings() == storage.DEFAULT_SETTINGS
    (copy,) = user_data.glob("settings.broken-*.json")
    assert copy.read_text() == "{'not': json"


def test_values_of_the_wrong_shape_in_the_store_fall_back_on_their_defaults(user_data):
    store = storage.settings_store()
    store.setValue("names", json.dumps(["only one"]))
    store.setValue("handoff", "not json")
    store.setValue("mode", json.dumps("goldfish"))
    store.setValue("decks", "[" * 5000)
    store.sync()
    s = storage.load_settings()
    assert s == {**storage.DEFAULT_SETTINGS, "animations": False, "mode": "goldfish"}


def test_a_damaged_store_file_is_kept_aside(user_data):
    (user_data / "settings.ini").write_bytes(b"[General\\x00\xff\xfe]]]\n=== \x00")
    s = storage.load_settings()
    assert s["names"] == storage.DEFAULT_SETTINGS["names"]
    storage.save_settings(s)
    assert storage.load_settings() == s
