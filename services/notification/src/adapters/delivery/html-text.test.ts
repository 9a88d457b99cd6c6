import { decodeEntities, htmlToText } from './html-text';

describe('htmlToText', () => {
  it('turns blocks into lines and list items into dashes', () => {
    expect(htmlToText('<h2>Refund</h2><p>Issued.</p><ul><li>Call 1</li><li>Call 2</li></ul><p>Line<br>break</p>')).toBe(
      'Refund\n\nIssued.\n\n- Call 1\n- Call 2\n\nLine\nbreak',
    );
  });

  it('writes a link out after its words, once when the words are the address', () => {
    expect(htmlToText('<p>See <a href="https://helpwire.example/a?x=1&amp;y=2">your tab</a> or <a href="https://h.example">https://h.example</a>.</p>')).toBe(
      'See your tab (https://helpwire.example/a?x=1&y=2) or https://h.example.',
    );
  });

  it('decodes entities once and drops script, style and comments', () => {
    expect(htmlToText('<style>p{}</style><!-- hidden --><p>5 &lt; 6 &amp;&amp; &#39;a&#x27; &amp;lt; &nbsp;ok&hellip;</p><script>alert(1)</script>')).toBe(
      "5 < 6 && 'a' &lt; ok…",
    );
  });

  it('keeps unknown entities and replaces impossible code points', () => {
    expect(decodeEntities('&unknown; &#0; &#x1F600;')).toBe('&unknown; \uFFFD 😀');
  });
});
