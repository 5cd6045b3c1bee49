import type { ScanTone } from './scanQueue';

/**
 * The scan pages' feedback sounds, generated with WebAudio (no audio files), one per tone so a gate
 * hears the answer without looking: a rising two-note chime (green), two equal mid notes (amber: already
 * recorded), a low buzz (red).
 */
type Tone = { freq: number; start: number; duration: number; type?: OscillatorType };

const TONES: Record<ScanTone, Tone[]> = {
  ok: [
    { freq: 880, start: 0, duration: 0.12 },
    { freq: 1320, start: 0.12, duration: 0.18 },
  ],
  repeat: [
    { freq: 660, start: 0, duration: 0.1, type: 'triangle' },
    { freq: 660, start: 0.16, duration: 0.1, type: 'triangle' },
  ],
  error: [{ freq: 180, start: 0, duration: 0.4, type: 'square' }],
};

let context: AudioContext | null = null;

export function playScanTone(tone: ScanTone): void {
  try {
    if (typeof window === 'undefined' || !('AudioContext' in window)) return;
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const now = context.currentTime;
    for (const t of TONES[tone]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = t.type ?? 'sine';
      osc.frequency.value = t.freq;
      gain.gain.setValueAtTime(0.0001, now + t.start);
      gain.gain.exponentialRampToValueAtTime(0.25, now + t.start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + t.start + t.duration);
      osc.connect(gain).connect(context.destination);
      osc.start(now + t.start);
      osc.stop(now + t.start + t.duration + 0.02);
    }
  } catch {
    // sound is a nicety: a browser that refuses audio still shows the answer
  }
}
