-- One legal entity (issue 19): the bank accounts seeded in 005 were in the name of "TripSetu Technologies
-- Pvt Ltd" with another PAN, while invoices carried TripSetu Holidays Pvt. Ltd.'s GSTIN. The seeded
-- accounts take the company's name and PAN (COMPANY in packages/domain/src/site-content.ts; a test keeps
-- the two in step). Accounts the back office added are left as they are.
update operator_bank_accounts
   set account_name = 'TripSetu Holidays Pvt Ltd', pan = 'AAHCT5678K', updated_at = now()
 where pan = 'AAHCT4821K' and account_name = 'TripSetu Technologies Pvt Ltd';
