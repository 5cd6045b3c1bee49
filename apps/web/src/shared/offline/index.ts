// The offline machinery of paired devices (issue 38 §3): loaded lazily, only by pages that work offline.
export { printBadge } from './badgePrint';
export type { BadgeData, Device, ManifestEntry } from './contract';
export { DeviceCallError } from './deviceApi';
export { type DeviceScanAnswer, DeviceSession, type SessionState } from './deviceSession';
export { type LeadCaptureAnswer, LeadSession } from './leadSession';
export { OfflineStatusBar, useSessionState } from './OfflineStatusBar';
export { OFFLINE_UNKNOWN } from './offlineDecision';
export { pairDevice } from './pairing';
export { usePairing } from './usePairing';
