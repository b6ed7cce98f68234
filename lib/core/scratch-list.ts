/**
 * A list that a function which is never re-entered (a compile, a scan of a template) fills and then
 * copies out at its exact size, reusing its storage from call to call: a list grown by `push()`
 * keeps room for 17 items or more, garbage that every plan-cache miss made several times over.
 * Set `length` to 0 before use (a run that threw may have left items).
 * @internal
 */
export class ScratchList<T> {
  items: T[] = [];
  length = 0;

  add(item: T): void {
    this.items[this.length++] = item;
  }

  /**
   * The items, copied at their exact size; their slots are then set to `blank` (so the list keeps
   * no reference to them; 0 for numbers keeps a list of small integers in its fast form).
   */
  take(blank: T): T[] {
    const { items, length } = this;
    const taken = items.slice(0, length);
    // A list that grew large (a template of thousands of expressions) is let go. A loop, not
    // fill(): V8 runs fill() over a range on a slow path, a tenth of a miss.
    if (length > 256) this.items = [];
    else for (let i = 0; i < length; i++) items[i] = blank;
    this.length = 0;
    return taken;
  }
}
