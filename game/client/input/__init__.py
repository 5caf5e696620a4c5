"""Input: keys, mouse and controllers turned into intents, which device plays which seat, and the button names shown."""
