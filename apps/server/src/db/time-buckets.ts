/**
 * Idempotency bucket for attendee_checks.minute_bucket: whole minutes since the Unix epoch. Two scans
 * of one badge in the same clock minute share a bucket, so the unique index keeps one of them. Fits a
 * PostgreSQL integer until the year 6053.
 */
export function minuteBucket(at: Date): number {
  return Math.floor(at.getTime() / 60_000);
}
