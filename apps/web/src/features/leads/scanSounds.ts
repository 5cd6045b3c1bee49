/**
 * The scan page's feedback sounds, generated with WebAudio (no audio files): a rising two-note chime
 * for a new lead, two equal mid notes for "já capturado", a low buzz for an error.
 */
type Tone = { freq: number; start: number; duration: number; type?: OscillatorType };

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function play(tones: Tone[]): void {
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  for (const t of tones) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = t.type ?? 'sine';
    osc.frequency.value = t.freq;
    gain.gain.setValueAtTime(0.0001, now + t.start);
    gain.gain.exponentialRampToValueAtTime(0.25, now + t.start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + t.start + t.duration);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + t.start);
    osc.stop(now + t.start + t.duration + 0.02);
  }
}

export type ScanSound = 'created' | 'existing' | 'error';

export function playScanSound(kind: ScanSound): void {
  try {
    if (kind === 'created')
      play([
        { freq: 880, start: 0, duration: 0.12 },
        { freq: 1320, start: 0.12, duration: 0.18 },
      ]);
    else if (kind === 'existing')
      play([
        { freq: 660, start: 0, duration: 0.1 },
        { freq: 660, start: 0.16, duration: 0.1 },
      ]);
    else play([{ freq: 180, start: 0, duration: 0.35, type: 'square' }]);
  } catch {
    // sound is a nicety: a browser that refuses audio still shows the result
  }
}
