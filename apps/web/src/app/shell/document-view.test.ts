import { describe, expect, it } from 'vitest';
import { documentView } from './document-view';

const here = new URL('http://localhost:3000/document?url=x');

describe('the document route (spec 000 section 2)', () => {
  it('frames https pages and pages of this site in the modal', () => {
    expect(documentView('https://docs.example/offer.pdf', here)).toEqual({
      kind: 'frame',
      src: 'https://docs.example/offer.pdf',
    });
    expect(documentView('/v/docs/personal-data-agreement.pdf', here)).toEqual({
      kind: 'frame',
      src: 'http://localhost:3000/v/docs/personal-data-agreement.pdf',
    });
  });

  it('opens a plain http page of another site in a new window (it cannot be framed)', () => {
    expect(documentView('http://docs.example/offer.pdf', here)).toEqual({
      kind: 'window',
      href: 'http://docs.example/offer.pdf',
    });
  });

  it('refuses a missing url and anything that is not a web address', () => {
    expect(documentView(null, here)).toBeNull();
    expect(documentView('', here)).toBeNull();
    expect(documentView('javascript:alert(1)', here)).toBeNull();
    expect(documentView('data:text/html,hi', here)).toBeNull();
    expect(documentView('http://[bad', here)).toBeNull();
  });
});
