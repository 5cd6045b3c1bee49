import { SCAN_MESSAGES } from '@feira/shared';
import { describe, expect, it } from 'vitest';
import type { LeadCaptureAnswer } from '../../../shared/offline/leadSession';
import { viewOfCapture } from './captureView';

const answer = (outcome: LeadCaptureAnswer['outcome'], name: string | null = null): LeadCaptureAnswer => ({
  nonce: 'n',
  code: 'ABC12345',
  outcome,
  name,
  at: '2026-11-28T12:00:00.000Z',
});

describe('viewOfCapture', () => {
  it('online: green with the name, amber "Lead já capturado", red for an unknown badge', () => {
    expect(viewOfCapture(answer('created', 'Maria S.'))).toEqual({
      tone: 'ok',
      title: 'Lead salvo',
      detail: 'Maria S.',
    });
    expect(viewOfCapture(answer('existing', 'Maria S.'))).toMatchObject({
      tone: 'repeat',
      title: SCAN_MESSAGES.leadRepeat,
    });
    expect(viewOfCapture(answer('unknown'))).toMatchObject({ tone: 'error', title: SCAN_MESSAGES.notFound });
  });

  it('offline: the badge code (the phone holds no names), amber for a badge already waiting', () => {
    expect(viewOfCapture(answer('queued'))).toEqual({
      tone: 'ok',
      title: 'Lead salvo',
      detail: 'Crachá ABC12345 — será enviado quando a conexão voltar',
    });
    expect(viewOfCapture(answer('queuedRepeat'))).toMatchObject({
      tone: 'repeat',
      title: SCAN_MESSAGES.leadRepeat,
      detail: 'Crachá ABC12345',
    });
  });
});
