import { DEVICE_MESSAGES, type DeviceKind } from '@feira/shared';
import { useState } from 'react';
import { DeviceCallError } from './deviceApi';
import { pairDevice } from './pairing';

/**
 * A pairing form's state (kiosk, lead phone): `pair` sends the code typed or read and calls `onPaired`;
 * a refusal shows the server's reason, a failed network says pairing needs it.
 */
export function usePairing(kind: DeviceKind, eventId: string | undefined, onPaired: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pair = async (text: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await pairDevice(text, kind, eventId);
      onPaired();
    } catch (err) {
      setError(
        err instanceof DeviceCallError && err.status !== 0
          ? (Object.values(err.errors)[0] ?? err.message)
          : err instanceof DeviceCallError
            ? 'Sem conexão — o pareamento precisa da rede'
            : DEVICE_MESSAGES.invalidCode,
      );
      setBusy(false);
    }
  };
  return { pair, error, busy };
}
