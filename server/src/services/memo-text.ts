/**
 * A pure text-to-text function remembered for the texts it saw last, up to `maxChars` of input and
 * output together (least recently used first out). Saving a menu sends back every block, changed
 * or not, and sanitizing each block's HTML was most of a 300-block save's time: an unchanged block
 * now costs a lookup. Texts longer than a tenth of the budget are not kept.
 */
export const memoText = (fn: (text: string) => string, maxChars: number) => {
  const kept = new Map<string, string>();
  let chars = 0;
  return (text: string): string => {
    const hit = kept.get(text);
    if (hit !== undefined) {
      kept.delete(text);
      kept.set(text, hit);
      return hit;
    }
    const result = fn(text);
    const size = text.length + result.length;
    if (size > maxChars / 10) return result;
    kept.set(text, result);
    chars += size;
    for (const [oldest, value] of kept) {
      if (chars <= maxChars) break;
      kept.delete(oldest);
      chars -= oldest.length + value.length;
    }
    return result;
  };
};
