/**
 * Rendered answers of the public catalogue reads (product list, detail, recommended, categories), kept for a few
 * seconds per instance: the same page asked again within the TTL is answered from memory as ready JSON, without
 * the database. ADR 0005 says why and what it costs: an operator's write clears this instance's cache at once, other
 * instances show the change within the TTL; stock and prices shown may lag by up to the TTL, while ordering always
 * reads them from the database under lock.
 */
export class PageCache {
  private readonly entries = new Map<string, { json: string; expires: number }>();
  private readonly pending = new Map<string, Promise<string>>();
  private chars = 0;
  /** Bumped by clear(): a render that started before a write must not be stored after it. */
  private generation = 0;

  /** `ttlMs` 0 turns the cache off; `maxChars` bounds its memory (oldest entries go first). */
  constructor(private readonly ttlMs: number, private readonly maxChars = 16_000_000) {}

  /** The JSON for `key`: from memory while fresh, else rendered once (concurrent askers share that render). */
  async get(key: string, render: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0) return render();
    const started = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > started) return hit.json;
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const generation = this.generation;
    const rendering = render().then((json) => {
      // Counted from the start of the render: what it read is at least that fresh.
      if (generation === this.generation) this.put(key, json, started + this.ttlMs);
      return json;
    }).finally(() => {
      if (this.pending.get(key) === rendering) this.pending.delete(key);
    });
    this.pending.set(key, rendering);
    return rendering;
  }

  /** Forgets everything: called after every catalogue write made through this instance. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.chars = 0;
  }

  private put(key: string, json: string, expires: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.json.length;
    }
    this.entries.set(key, { json, expires });
    this.chars += json.length;
    // Entries are kept in insertion order, which is also expiry order: drop expired ones and, over budget, the oldest.
    const now = Date.now();
    for (const [k, e] of this.entries) {
      if (e.expires > now && this.chars <= this.maxChars) break;
      this.entries.delete(k);
      this.chars -= e.json.length;
    }
  }
}
