import { addCharacter, emptyBurst, MAX_AVERAGE_GAP_MS, MAX_PAUSE_MS, type Burst } from "./keystroke-burst";

// The counter's USB scanner types a chip ID card's QR payload as keystrokes, wherever the focus
// is (a field, or nothing), and ends it with Enter (or Tab). Its Vietnamese letters reach the page
// as `key` values beyond ASCII ("ễ"), as text a keyboard layout inserts (beforeinput), or not at
// all (Alt+numpad codes, an IME, a dead key: nothing readable when no field has the focus). This
// collector sees every keydown and beforeinput at the document, in the capture phase, and says
// which to swallow: once a burst runs at a scanner's pace nothing more of it reaches a field, and
// its Enter never submits the form. A burst that lost characters is marked damaged, so the page
// refuses it rather than saving "Nguyn Minh Tun". Pure (no DOM), so it is tested with plain events.

/** This many characters at a scanner's pace, and the keys are a scanner's: the rest of the burst is swallowed. */
const CONFIRM_LENGTH = 6;

export interface KeyInput {
  key: string;
  at: number;
  target: EventTarget | null;
  /** The value of the field the key lands in ("" when none). */
  value: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** AltGr (reported as Ctrl+Alt on Windows) types characters: not a shortcut. */
  altGraph: boolean;
}

interface TextInput {
  inputType: string;
  data: string | null;
  at: number;
  target: EventTarget | null;
  value: string;
}

/** A scanner's burst, ended by Enter, Tab or a pause: its text, and whether characters were lost on the way. */
export interface ScanEnd {
  text: string;
  damaged: boolean;
  /** The field the first characters landed in, and its value before them (to put back). */
  target: EventTarget | null;
  valueBefore: string;
}

export interface Verdict {
  /** Keep the event from the page (preventDefault and stopPropagation). */
  swallow: boolean;
  scan?: ScanEnd;
}

/** Keys that stand for characters the page could not read: a burst with one of them lost letters. */
const UNREADABLE_KEYS = new Set(["Dead", "Process", "Unidentified", "Compose", "Backspace"]);

export interface BurstCollector {
  key(input: KeyInput): Verdict;
  text(input: TextInput): Verdict;
  /** Called a pause after the last key: a scanner's burst that ended without Enter. */
  pause(at: number): ScanEnd | undefined;
}

export function createBurstCollector(): BurstCollector {
  let burst: Burst = emptyBurst();
  let damaged = false;
  // A key that announced a character without giving it ("Process"): the beforeinput that follows may give it.
  let unread = false;
  // The character a keydown just counted: the beforeinput that follows it is the same one.
  let counted: string | null = null;

  const reset = () => {
    burst = emptyBurst();
    damaged = false;
    unread = false;
    counted = null;
  };
  const end = (): ScanEnd => {
    const scan = {
      text: burst.text,
      damaged: damaged || unread || lostAccents(burst.text),
      target: burst.target,
      valueBefore: burst.valueBefore,
    };
    reset();
    return scan;
  };
  const add = (text: string, at: number, target: EventTarget | null, value: string) => {
    if (at - burst.last > MAX_PAUSE_MS) {
      damaged = false;
      unread = false;
    }
    burst = addCharacter(burst, text, at, target, value);
  };

  return {
    key(input) {
      const paced = isScannerPaced(burst, input.at);
      if (input.key === "Enter" || input.key === "Tab") {
        if (paced) return { swallow: true, scan: end() };
        reset();
        return { swallow: false };
      }
      if (unread) damaged = true;
      unread = false;
      counted = null;
      if (UNREADABLE_KEYS.has(input.key)) {
        if (paced) {
          if (input.key === "Backspace") damaged = true;
          else unread = true;
          return { swallow: true };
        }
        return { swallow: false };
      }
      const character = characterOf(input.key);
      if (character === null) return { swallow: paced };
      const shortcut = (input.ctrlKey || input.metaKey || input.altKey) && !input.altGraph;
      if (shortcut) {
        // Alt+numpad codes are how some scanners type accented letters: unreadable here.
        if (paced) damaged = true;
        return { swallow: paced };
      }
      add(character, input.at, input.target, input.value);
      counted = character;
      return { swallow: isScannerPaced(burst, input.at) };
    },
    text(input) {
      const data = input.inputType === "insertText" || input.inputType === "insertReplacementText" ? input.data : null;
      if (data && data.normalize("NFC") !== counted) {
        add(data.normalize("NFC"), input.at, input.target, input.value);
        unread = false;
      }
      counted = null;
      return { swallow: isScannerPaced(burst, input.at) };
    },
    pause(at) {
      if (burst.text.length === 0 || at - burst.last <= MAX_PAUSE_MS) return undefined;
      if (!isScannerPaced(burst, burst.last)) {
        reset();
        return undefined;
      }
      return end();
    },
  };
}

/** The burst so far came at a scanner's pace and is still running at `at`. */
function isScannerPaced(burst: Burst, at: number): boolean {
  const characters = [...burst.text].length;
  if (characters < CONFIRM_LENGTH || at - burst.last > MAX_PAUSE_MS) return false;
  return (burst.last - burst.first) / (characters - 1) <= MAX_AVERAGE_GAP_MS;
}

/** A key's character, or null for a named key ("Shift", "ArrowLeft", "F2"). */
function characterOf(key: string): string | null {
  if (key === "" || /^[A-Z][A-Za-z0-9]+$/.test(key)) return null;
  return key.normalize("NFC");
}

/**
 * A chip ID card's payload always carries Vietnamese letters (its name, "Nữ" or the address's
 * "Phường", "Xã", "Tỉnh"): one with none, or with a replacement character, lost them on the way.
 */
export function lostAccents(text: string): boolean {
  return text.includes("\uFFFD") || !/[^\x00-\x7F]/.test(text);
}
