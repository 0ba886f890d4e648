-- Indexes for the §2 reports (issue 24, decision 035), measured with bench/reports.bench.ts over a year of business
-- of 200 agencies (bench/README.md, "Reports (issue 24)"). An agency's own reports already use
-- journal_transactions_agency_idx; these serve the back office's reports of every agency, and the receipts' mode.

-- Every agency's wallet documents in time order: a page walks the period from its start instead of sorting all of it.
create index journal_transactions_created_idx on journal_transactions (created_at, id);

-- The top-up a receipt line came from (its mode): looked up for each line of a receipts, notes or transfers page.
create index wallet_deposits_transaction_idx on wallet_deposits (transaction_id);

-- Every agency's cancellations in time order, for the cancellation reports' pages.
create index booking_cancellations_created_idx on booking_cancellations (created_at, id);

-- The product of the booking a BOOKING or REFUND line names, read from the index alone by the sales report.
create index bookings_transaction_product_idx on bookings (transaction_id) include (product);
