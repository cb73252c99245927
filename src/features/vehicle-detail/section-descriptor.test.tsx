import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Guard } from './Guard.server';
import type { DetailPageData } from './page-data.server';
import { renderRegion, section } from './section-descriptor';

const data = { crash: 'options', listing: { isActive: false } } as unknown as DetailPageData;

describe('section', () => {
  it('renders nothing when the page lacks what the section needs', () => {
    const entry = section({ key: 'contact', region: 'main', boundary: null, needs: (page) => (page.listing.isActive ? {} : null), view: () => 'form' });
    expect(entry.render(data)).toBeNull();
  });

  it('renders an unguarded view straight from its props', () => {
    const entry = section({ key: 'lease', region: 'summary', boundary: null, needs: () => ({ amount: '€ 199,-' }), view: ({ amount }) => `lease ${amount}` });
    expect(entry.render(data)).toBe('lease € 199,-');
  });

  it('puts a guarded view inside its named boundary, with the test switch and the fallback', () => {
    const entry = section({ key: 'options', region: 'main', boundary: { section: 'options', fallback: () => 'none' }, needs: () => ({ text: 'x' }), view: ({ text }) => text });
    const node = entry.render(data);
    expect(isValidElement(node)).toBe(true);
    const element = node as ReactElement<{ section: string; crash: string; fallback: string; render: () => string }>;
    expect(element.type).toBe(Guard);
    expect(element.props).toMatchObject({ section: 'options', crash: 'options', fallback: 'none' });
    expect(element.props.render()).toBe('x');
  });
});

describe('renderRegion', () => {
  it('keeps the list order within a region and leaves the other regions out', () => {
    const entry = (key: string, region: 'main' | 'summary') => section({ key, region, boundary: null, needs: () => ({}), view: () => key });
    const nodes = renderRegion([entry('a', 'main'), entry('b', 'summary'), entry('c', 'main')], 'main', data) as ReactElement<{ children: string }>[];
    expect(nodes.map((node) => [node.key, node.props.children])).toEqual([
      ['a', 'a'],
      ['c', 'c'],
    ]);
  });
});
