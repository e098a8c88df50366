/** Embed codes that must never run anything in the editor (behaviour.md#blocks: XSS vectors). */
export const XSS_EMBEDS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example.com/embed"></iframe>',
  '<iframe src="https://www.instagram.com.evil.example/p/x/embed"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>" src="https://www.instagram.com/p/x/embed"></iframe>',
  '<iframe src="https://www.instagram.com/p/x/embed" onload="alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<blockquote class="instagram-media" onmouseover="alert(1)"><p>x</p></blockquote>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<style>@import "https://evil.example.com/x.css";</style>',
  '<form action="https://evil.example.com"><button>x</button></form>',
  '<iframe src="https://www.google.com/search?q=x"></iframe>',
  '<iframe src="//evil.example.com/x"></iframe>',
];

/** Whatever markup reached `root`: no script, no handler, no foreign or script URL. */
export const unsafeNodes = (root: ParentNode): string[] => {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!['iframe', 'blockquote', 'a', 'p'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (['srcdoc', 'style', 'data', 'action', 'formaction'].includes(attribute.name)) {
        found.push(`${tag}[${attribute.name}]`);
      }
      if (/^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      }
    }
    if (tag === 'iframe') {
      const src = element.getAttribute('src') ?? '';
      const allowed =
        /^https:\/\/(www\.instagram\.com|www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|www\.openstreetmap\.org)\//.test(
          src,
        ) || /^https:\/\/www\.google\.com\/maps(\/|$|\?)/.test(src);
      if (!allowed) found.push(`iframe[src=${src}]`);
    }
  }
  return found;
};
