import { describe, expect, it } from '@jest/globals';
import { flatMessages } from './flat-messages';

// Guards the glossary in web/README.md, so that the wording mistakes of issue 28 cannot come back:
// check-in worded as sign-in, several words for trash collection, and bay, buoy or boat names
// put where Slovenian or Croatian would have to decline them.

const english = flatMessages('en');

function keysWhereEnglish(pattern: RegExp): string[] {
  return [...english].filter(([, text]) => pattern.test(text)).map(([key]) => key);
}

// "Checking your access…" is not a check-in; "check in", "checked in", "check-in" are.
const CHECK_IN = /\bcheck(?:ed|ing)?[- ]in\b/i;
const SIGN_IN = /\bsign(?:ed|ing)?[- ]?in\b|\bsign up\b/i;
const CHECK_OUT = /\bcheck[- ]?out\b/i;
const APPLICATION = /\bappl(?:y|ication|icant)/i;

type Wording = {
  /** The word every check-in message carries. */
  checkIn: RegExp;
  /** The sign-in word, which a check-in message may use only when English speaks of signing in too. */
  signIn: RegExp;
  /** The sign-out word, which a check-out (departure) message never uses. */
  signOut: RegExp;
  /** The one trash-collection term. */
  trash: RegExp;
  /** Variants the glossary replaced (trash, day and night stay, out of service, buoyfield, hold). */
  replaced: RegExp;
};

const WORDING: Record<'sl' | 'hr' | 'it', Wording> = {
  hr: {
    checkIn: /dola[zs]/i,
    signIn: /prijav/i,
    signOut: /odjav/i,
    trash: /odvoz\w* otpada/i,
    replaced: /smeć|dnevn\w* vez|noćn\w* vez|noćn\w* boravak|\bbov[aeiu]\b|nije u funkciji|\bonline\b/i,
  },
  sl: {
    checkIn: /prihod/i,
    signIn: /prijav|vpis|vpiš/i,
    signOut: /odjav/i,
    trash: /odvoz\w* odpadkov/i,
    replaced:
      /smeti|dnevn\w* privez|nočn\w* privez|nočn\w* bivanj|\bpostan(?:ek|k\w*)\b|ne obratuje|zunaj uporabe|polj[ae] boj/i,
  },
  it: {
    checkIn: /check-in|arriv/i,
    signIn: /access|accedi/i,
    signOut: /\besci\b|disconnes/i,
    trash: /raccolta rifiuti/i,
    replaced:
      /ritiro (?:dei )?rifiuti|spazzatura|raccolta dei rifiuti|soggiorn[oi] (?:diurn|notturn)|sost[ae] notturn|boa resta riservata|imbarcazion|gavitell/i,
  },
};

// In sl and hr a name may follow only its noun (uvala Telašćica), a label's colon, a comma, a
// bracket or a dot, or open the message: then it stays in the nominative whatever the sentence.
const DECLINING_NOUNS: Record<'sl' | 'hr', Record<string, string>> = {
  hr: { bay: 'uval\\w*', buoy: 'plutač\\w*', boat: 'plovil\\w*' },
  sl: { bay: 'zaliv\\w*', buoy: 'boj\\w*', boat: 'plovil\\w*' },
};

describe.each(Object.entries(WORDING))('the %s glossary', (locale, wording) => {
  const translated = flatMessages(locale);

  it.each(keysWhereEnglish(CHECK_IN))(
    'when %s speaks of checking in, then it uses the check-in word',
    (key) => {
      const text = translated.get(key) ?? '';
      expect(text).toMatch(wording.checkIn);
      if (!SIGN_IN.test(english.get(key) ?? '')) expect(text).not.toMatch(wording.signIn);
    },
  );

  it.each(keysWhereEnglish(CHECK_OUT))(
    'when %s speaks of checking out, then it never uses the sign-out word',
    (key) => {
      expect(translated.get(key)).not.toMatch(wording.signOut);
    },
  );

  it.each(keysWhereEnglish(/trash/i))('when %s names trash collection, then it uses the one term', (key) => {
    expect(translated.get(key)).toMatch(wording.trash);
  });

  it('when any message names a glossary term, then it uses no replaced variant', () => {
    const others = [...translated].filter(([, text]) => wording.replaced.test(text)).map(([key]) => key);
    expect(others).toEqual([]);
  });
});

// A concession application is "zahtjev" in hr and "vloga" in sl: "prijava" already means sign-in.
describe.each(['hr', 'sl'])('the %s application word', (locale) => {
  const translated = flatMessages(locale);

  it.each(keysWhereEnglish(APPLICATION).filter((key) => !SIGN_IN.test(english.get(key) ?? '')))(
    'when %s speaks of a concession application, then it is not worded as sign-in',
    (key) => {
      expect(translated.get(key)).not.toMatch(/prijav/i);
    },
  );
});

describe.each(Object.entries(DECLINING_NOUNS))('%s names in sentences', (locale, nouns) => {
  const translated = flatMessages(locale);

  it.each(Object.entries(nouns))(
    'when a message holds a %s name, then no case ending is asked of it',
    (name, noun) => {
      const allowed = new RegExp(`(?:^|${noun}\\s+|[:,(·]\\s*)\\{${name}\\}`, 'iu');
      const declined = [...translated]
        .filter(([, text]) => text.includes(`{${name}}`))
        .filter(
          ([, text]) =>
            text.split(`{${name}}`).length - 1 !== (text.match(new RegExp(allowed, 'giu')) ?? []).length,
        )
        .map(([key, text]) => `${key}: ${text}`);
      expect(declined).toEqual([]);
    },
  );
});
