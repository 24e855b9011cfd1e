// The desk app's hooks as module functions; the app itself is the test's HTTP server (DESK_URL).
export async function reset() {
  await fetch(`${process.env.DESK_URL}/reset`, { method: 'POST' });
}
export async function inject(place, text) {
  await fetch(`${process.env.DESK_URL}/inject`, { method: 'POST', body: JSON.stringify({ place, text }) });
}
export const state = () => ({ tables: { records: { created: [], changed: [], deleted: [] } } });
// The newcomer's first reader: its own shape, not { tables }.
export const records = () => ({ records: [{ id: 1, description: 'VN-118' }] });
