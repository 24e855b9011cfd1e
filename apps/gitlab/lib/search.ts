/**
 * GitLab's issue search semantics (gitlab-replica.md 4.6): every query term must occur in the
 * title or the description, either stemmed (English, so "dependency" finds "dependencies" and
 * "homepage content" finds "the homepage's content") or as a plain case-insensitive substring.
 */
import { stemmer } from 'stemmer';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether `query` matches a document of `title` and `description`. An empty query matches. */
export function issueMatches(query: string, title: string, description?: string | null): boolean {
  const terms = words(query);
  if (!terms.length) return true;
  const text = `${title}\n${description ?? ''}`;
  const lower = text.toLowerCase();
  const stems = new Set(words(text).map(stemmer));
  return terms.every((t) => stems.has(stemmer(t)) || lower.includes(t));
}
