"""The exception raised for an action the rules do not allow."""


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message names the rule.

    The match is left exactly as it was before the attempt.
    """
