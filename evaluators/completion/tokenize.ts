/**
 * An approximation of NLTK `word_tokenize` (Treebank rules) sufficient for the reference's one
 * use: whether a one-character reference answer is a token of the prediction. Notably a period is
 * split off only at the end of the text, so "0." mid-sentence stays one token (a known fault the
 * upstream profile reproduces).
 */

/** Treebank-style tokens of `text`. */
export function treebankTokens(text: string): string[] {
  let t = ` ${text} `;
  t = t
    .replace(/^(\s*)"/, '$1 `` ')
    .replace(/(``)/g, ' $1 ')
    .replace(/([ ([{<])("|'{2})/g, '$1 `` ');
  t = t.replace(/([:,])([^\d])/g, ' $1 $2').replace(/([:,])$/g, ' $1 ');
  t = t.replace(/\.\.\./g, ' ... ').replace(/[;@#$%&]/g, ' $& ');
  t = t.replace(/([^.])(\.)([\])}>"']*)\s*$/g, '$1 $2$3 ');
  t = t
    .replace(/[?!]/g, ' $& ')
    .replace(/[\][(){}<>]/g, ' $& ')
    .replace(/--/g, ' -- ');
  t = t.replace(/"/g, " '' ").replace(/(\S)('')/g, '$1 $2 ');
  t = t.replace(/([^' ])('[sS]|'[mM]|'[dD]|') /g, '$1 $2 ').replace(/([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) /g, '$1 $2 ');
  return t.split(/\s+/).filter(Boolean);
}
