// One account per e-mail address in any case: join checks lower(email), and two joins at
// once with "Ana@" and "ana@" must not both get in (the unique index of 0001 is exact).
export default /* sql */ `
create unique index customers_email_any_case on customers (lower(email));
`
