// Country dial codes a text message may go to: spec 001 §5 names +1 and +86; ours adds
// the other countries whose hotels we sell. Kept apart from the form's schema so that a
// page can list them without loading zod.
export const DIAL_CODES = ['+1', '+86', '+852', '+44', '+34', '+33', '+49', '+39', '+81', '+82', '+61', '+52', '+971'] as const
