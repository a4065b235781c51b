/**
 * Korean particles chosen by the word before them. Templates write a particle the way Korean writes "either form"
 * right after a placeholder — `{field}을(를)`, `{{id}}(으)로` — and `resolveKoreanParticles` rewrites each such pair
 * after the values are filled in, from the sound the preceding word ends with. One syntax for the server's messages,
 * the member app (an i18next post-processor) and the back office; unresolved, it still reads as Korean writes it.
 */

/** How a word ends when read aloud: a vowel, the consonant ㄹ, or another final consonant. */
type Ending = 'vowel' | 'rieul' | 'consonant';

// Latin letters as Koreans spell them out (엘, 엠, 엔 and 알 end in a consonant, the rest in a vowel).
const LETTER_ENDINGS: Record<string, Ending> = { l: 'rieul', r: 'rieul', m: 'consonant', n: 'consonant' };

// Digits read alone: 영 삼 육 end in a consonant, 일 칠 팔 in ㄹ, 이 사 오 구 in a vowel.
const DIGIT_ENDINGS: Ending[] = ['consonant', 'rieul', 'vowel', 'consonant', 'vowel', 'vowel', 'consonant', 'rieul', 'rieul', 'vowel'];

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL_FINAL = 8;

function hangulEnding(ch: string): Ending {
  const final = (ch.codePointAt(0)! - HANGUL_FIRST) % 28;
  return final === 0 ? 'vowel' : final === RIEUL_FINAL ? 'rieul' : 'consonant';
}

// A whole number ending in zeros is read by its last unit: 십 백 천 만 억 end in a consonant, 조 (10¹²) in a vowel.
function numberEnding(digits: string): Ending {
  const last = digits.at(-1)!;
  if (last !== '0' || /^0+$/.test(digits)) return DIGIT_ENDINGS[Number(last)]!;
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  return zeros >= 12 && zeros < 16 ? 'vowel' : 'consonant';
}

/** How the text before a particle ends when read aloud, or undefined when it ends in nothing readable. */
export function koreanEnding(before: string): Ending | undefined {
  // Closing quotes and brackets are not read: look at the word inside them.
  const text = before.replace(/[\s"'”’」』)\]）】〉》.,]+$/u, '');
  const ch = text.at(-1);
  if (!ch) return undefined;
  const code = ch.codePointAt(0)!;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return hangulEnding(ch);
  if (/\d/.test(ch)) {
    const number = /[\d,]*(?:\.\d+)?$/.exec(text)![0].replace(/,/g, '');
    // Decimals are read digit by digit ("1.5" 일 점 오); a whole number by its value.
    return number.includes('.') ? DIGIT_ENDINGS[Number(ch)] : numberEnding(number.replace(/^0+(?=\d)/, ''));
  }
  if (/[a-z]/i.test(ch)) return LETTER_ENDINGS[ch.toLowerCase()] ?? 'vowel';
  return undefined;
}

// Each pair as templates write it, and the form after a consonant and after a vowel (ㄹ takes the vowel form of 로).
const PAIRS: Record<string, { consonant: string; vowel: string; rieul?: string }> = {
  '을(를)': { consonant: '을', vowel: '를' },
  '이(가)': { consonant: '이', vowel: '가' },
  '은(는)': { consonant: '은', vowel: '는' },
  '과(와)': { consonant: '과', vowel: '와' },
  '(으)로': { consonant: '으로', vowel: '로', rieul: '로' },
  '이에요(예요)': { consonant: '이에요', vowel: '예요' },
};

const PAIR_PATTERN = /을\(를\)|이\(가\)|은\(는\)|과\(와\)|\(으\)로|이에요\(예요\)/g;

/** The particle for a word's ending: `particleFor('배송지', '을(를)')` is '를'. Unknown pairs come back as given. */
export function particleFor(word: string, pair: string): string {
  const forms = PAIRS[pair];
  const ending = koreanEnding(word);
  if (!forms || !ending) return pair;
  if (ending === 'rieul') return forms.rieul ?? forms.consonant;
  return forms[ending];
}

/** Rewrites every particle pair (`을(를)`, `이(가)`, `은(는)`, `과(와)`, `(으)로`, `이에요(예요)`) by the word before it. */
export function resolveKoreanParticles(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(PAIR_PATTERN, (pair, offset: number) => particleFor(text.slice(0, offset), pair));
}
