export { clockTime, isNetworkFailure, OFFLINE_VIEW } from './failures';
export { ScanAnswerList } from './ScanAnswerList';
export { SCAN_TIMEOUT_MS, type ScanAnswer, type ScanTone, type ScanView } from './scanQueue';
export { playScanTone } from './scanSounds';
export { useScanQueue } from './useScanQueue';
