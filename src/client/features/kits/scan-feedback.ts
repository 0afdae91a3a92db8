// A short tone per scan, so a coordinator looking at the shelf hears whether it counted: a high
// blip for a kit found, a low buzz for anything else. WebAudio, made on the device (no sound
// files to download or cache); silently nothing where audio is unavailable or still locked.
let context: AudioContext | null = null;

/** The longest a tone waits for the page to be idle after its frame. */
const TONE_DELAY_MS = 50;

function playScanTone(success: boolean): void {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = success ? 'sine' : 'square';
    oscillator.frequency.value = success ? 880 : 220;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(context.destination);
    const seconds = success ? 0.08 : 0.22;
    oscillator.start();
    oscillator.stop(context.currentTime + seconds);
  } catch {
    // No audio on this device: the visible mark is enough.
  }
}

/**
 * The tone of a scan, once the frame showing its mark is drawn: making the sound takes a few
 * milliseconds of a slow device's main thread, which the mark should not wait for. Every scan
 * still gets its tone, at most a fraction of a second later (the idle callback's timeout).
 */
export function playScanToneAfterFrame(success: boolean): void {
  const play = () => playScanTone(success);
  if (typeof requestAnimationFrame !== 'function') return play();
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(play, { timeout: TONE_DELAY_MS });
    else setTimeout(play, 0);
  });
}
