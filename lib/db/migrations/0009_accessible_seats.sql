-- Wheelchair spaces and their companion seats (issue 10). A seat is 'wheelchair' (a space for a
-- wheelchair user), 'companion' (beside a wheelchair space, sold only with it) or plain (null).
ALTER TABLE "seats" ADD COLUMN "accessibility" text;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_accessibility" CHECK ("accessibility" in ('wheelchair', 'companion'));--> statement-breakpoint
-- Venues seeded before this migration get the seats the seed marks now (lib/db/seed/venues.ts,
-- accessibilityOf): in the last row of every section of four seats or more, each end seat is a
-- wheelchair space and the seat beside it its companion. Rows run A..Z, AA.., so the last row is
-- the longest name, then the highest letter.
WITH last_rows AS (
  SELECT DISTINCT ON (section_id) section_id, row_name
    FROM seats
   ORDER BY section_id, length(row_name) DESC, row_name DESC
), ends AS (
  SELECT s.id, s.seat_number, max(s.seat_number) OVER (PARTITION BY s.section_id, s.row_name) AS last_seat
    FROM seats s JOIN last_rows l ON l.section_id = s.section_id AND l.row_name = s.row_name
)
UPDATE seats SET accessibility = CASE WHEN e.seat_number IN (1, e.last_seat) THEN 'wheelchair' ELSE 'companion' END
  FROM ends e
 WHERE seats.id = e.id AND e.last_seat >= 4 AND e.seat_number IN (1, 2, e.last_seat - 1, e.last_seat);
