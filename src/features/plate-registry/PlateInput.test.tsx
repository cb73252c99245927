import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlateInput } from './PlateInput';

describe('the plate input', () => {
  it('is a labelled text field for a plate, without autocomplete, capitalising as typed', () => {
    const html = renderToStaticMarkup(<PlateInput id="kenteken" name="licensePlate" label="Kenteken" />);
    expect(html).toContain('<label for="kenteken"');
    expect(html).toMatch(/<input[^>]*id="kenteken"[^>]*name="licensePlate"/);
    // HTML attribute names are case-insensitive; React writes some in camel case.
    expect(html).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/inputmode="text"/i);
    expect(html).toMatch(/autocapitalize="characters"/i);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
  });

  it('shows a default value in its display form', () => {
    const html = renderToStaticMarkup(<PlateInput id="k" name="plate" label="Kenteken" defaultValue="ghjk12" />);
    expect(html).toContain('value="GH-JK-12"');
  });

  it('drops what no plate can hold from a default value', () => {
    // GH-12-J is side code 4; no side code continues it with a digit.
    const html = renderToStaticMarkup(<PlateInput id="k" name="plate" label="Kenteken" defaultValue="GH-12-J3K" />);
    expect(html).toContain('value="GH-12-JK"');
  });

  it('ties its hint and error to the field for screen readers', () => {
    const html = renderToStaticMarkup(
      <PlateInput id="k" name="plate" label="Kenteken" hint="Bijvoorbeeld GH-123-K" error="Dit kenteken klopt niet." />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="k-hint k-error"');
    expect(html).toContain('<p id="k-error"');
    expect(html).toContain('Dit kenteken klopt niet.');
  });

  it('draws the NL band as decoration', () => {
    const html = renderToStaticMarkup(<PlateInput id="k" name="plate" label="Kenteken" />);
    expect(html).toMatch(/aria-hidden="true"[^>]*>.*NL<\/span>/);
  });
});
