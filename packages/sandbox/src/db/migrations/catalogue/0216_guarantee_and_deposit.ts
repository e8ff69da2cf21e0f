// How a rate holds the room (spec 001 §9): its guarantee type (2, 3, 5, 19, 22, 25, 29,
// 30, 32 or 40, with the PMT suffix; 5.PMT, a card guarantee, by default) and, for a rate
// paid before the stay, its deposit payment type (1: the whole stay when booked; 4: the
// first night when booked; 8: the whole stay seven days before arrival; ours, as the spec
// gives the codes only). A reservation keeps the terms it was booked on.
export default /* sql */ `
alter table rate_plans
	add column guarantee_type text not null default '5.PMT' check (guarantee_type ~ '^(2|3|5|19|22|25|29|30|32|40)\\.PMT$'),
	add column deposit_type integer check (deposit_type in (1, 4, 8));
update rate_plans set deposit_type = 1 where is_prepay;
update rate_plans set deposit_type = 4 where code = 'STY3';
alter table reservations
	add column guarantee_type text,
	add column deposit_type integer;
`
