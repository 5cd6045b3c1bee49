import { describe, expect, it } from 'vitest';
import { type AppNotification, mergeNotifications, NOTIFICATIONS_TAKE } from './api';

const n = (id: string, createdAt: string, status = 0): AppNotification => ({
  _id: id,
  title: `Aviso ${id}`,
  body: null,
  description: null,
  status,
  eventLink: null,
  createdAt,
  updatedAt: createdAt,
});

describe('mergeNotifications (the bell list with pushed notifications)', () => {
  it('puts the pushed ones in date order, newest first, each once', () => {
    const list = [n('b', '2026-11-28T10:00:00.000Z'), n('a', '2026-11-28T09:00:00.000Z', 1)];
    const merged = mergeNotifications(
      [n('c', '2026-11-28T11:00:00.000Z'), n('a', '2026-11-28T09:00:00.000Z', 1)],
      list,
    );
    expect(merged.map((x) => x._id)).toEqual(['c', 'b', 'a']);
  });

  it('starts a list that was not loaded yet, and keeps the latest 100', () => {
    expect(mergeNotifications([n('x', '2026-11-28T11:00:00.000Z')]).map((x) => x._id)).toEqual(['x']);
    const full = Array.from({ length: NOTIFICATIONS_TAKE }, (_, i) =>
      n(`old-${i}`, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()),
    );
    const merged = mergeNotifications([n('new', '2026-11-28T11:00:00.000Z')], full);
    expect(merged).toHaveLength(NOTIFICATIONS_TAKE);
    expect(merged[0]!._id).toBe('new');
    expect(merged.some((x) => x._id === 'old-0')).toBe(false);
  });
});
