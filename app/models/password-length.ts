// A password's length (spec 001 §5), apart from the rest of its rules: a form that only
// sizes its password field (guest details) takes these without the rules' module.
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 20
