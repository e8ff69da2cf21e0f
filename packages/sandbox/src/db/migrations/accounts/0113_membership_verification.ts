// A membership the programme must verify before it signs in online (docs/decisions/016):
// the sign-in refuses it, after the right password, with membership.verification.required,
// until the member sets a new password with the code sent to them (newPasswordSubmit).
export default /* sql */ `
alter table customers add column membership_verification_required boolean not null default false;
`
