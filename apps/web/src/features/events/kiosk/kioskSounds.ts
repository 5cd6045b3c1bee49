/** The kiosk's feedback tones, generated with WebAudio (no audio files): a rising chime or a low buzz. */
let context: AudioContext | null = null;

function tone(ctx: AudioContext, freq: number, start: number, duration: number, type: OscillatorType) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const at = ctx.currentTime + start;
  osc.type = type;
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.3, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + duration + 0.02);
}

export function playKioskSound(ok: boolean): void {
  try {
    if (typeof window === 'undefined' || !('AudioContext' in window)) return;
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    if (ok) {
      tone(context, 880, 0, 0.12, 'sine');
      tone(context, 1320, 0.12, 0.2, 'sine');
    } else tone(context, 180, 0, 0.4, 'square');
  } catch {
    // a browser that refuses audio still shows the result
  }
}
