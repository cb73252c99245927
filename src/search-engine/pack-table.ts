/**
 * The dictionary of one pack: distinct combinations of its fields' codes, numbered in order of
 * first appearance. A direct lookup table over the whole (≤ 65,536) combination space keeps
 * encoding a row to one array read; combinations first seen after the build are appended.
 */
import type { SearchDocument } from './document';
import { storedBucketOf } from './buckets';
import type { FacetFieldSpec } from './facet-fields';

export class PackTable {
  readonly fields: readonly FacetFieldSpec[];
  private readonly strides: number[];
  private readonly codeOfTuple: Int32Array;
  /** Per field slot: the field code of each pack code. */
  fieldCodes: Uint16Array[];
  size = 0;

  constructor(fields: readonly FacetFieldSpec[]) {
    this.fields = fields;
    this.strides = [];
    let stride = 1;
    for (const field of fields) {
      this.strides.push(stride);
      stride *= field.cardinality;
    }
    this.codeOfTuple = new Int32Array(stride).fill(-1);
    this.fieldCodes = fields.map(() => new Uint16Array(64));
    this.scratch = fields.map(() => 0);
    this.encodeDocument = generateEncoder(this, fields, this.strides, this.codeOfTuple, this.scratch);
  }

  private readonly scratch: number[];
  /** The pack code of a document's field values, adding the combination when new. */
  readonly encodeDocument: (doc: SearchDocument) => number;

  /** The pack code of a combination of field codes, adding it when new. */
  encode(codes: readonly number[]): number {
    let tuple = 0;
    for (let slot = 0; slot < codes.length; slot++) tuple += (codes[slot] ?? 0) * (this.strides[slot] ?? 0);
    const existing = this.codeOfTuple[tuple] ?? -1;
    return existing >= 0 ? existing : this.add(tuple, codes);
  }

  add(tuple: number, codes: readonly number[]): number {
    const code = this.size++;
    if (code >= (this.fieldCodes[0]?.length ?? 0)) {
      this.fieldCodes = this.fieldCodes.map((column) => {
        const grown = new Uint16Array(column.length * 2);
        grown.set(column);
        return grown;
      });
    }
    for (let slot = 0; slot < codes.length; slot++) {
      const column = this.fieldCodes[slot];
      if (column) column[code] = codes[slot] ?? 0;
    }
    this.codeOfTuple[tuple] = code;
    return code;
  }

  fieldCode(code: number, slot: number): number {
    return this.fieldCodes[slot]?.[code] ?? 0;
  }
}

/**
 * The build encodes every listing into every pack, so the encoder is generated per pack with each
 * field's lookup inlined (one function instead of a closure call per field). The generated source
 * holds only property names of SearchDocument and numbers made here.
 */
function generateEncoder(table: PackTable, fields: readonly FacetFieldSpec[], strides: number[], codeOfTuple: Int32Array, scratch: number[]): (doc: SearchDocument) => number {
  const lines: string[] = ['let t = 0, c = 0, v;'];
  fields.forEach((field, slot) => {
    const { source } = field;
    const property = JSON.stringify(source.property);
    lines.push(`v = doc[${property}];`);
    switch (source.kind) {
      case 'enum':
        lines.push(`c = typeof v === 'string' ? (indexes[${slot}][v] ?? -1) + 1 : 0;`);
        break;
      case 'mask':
        lines.push(`c = 0; if (v) for (let i = 0; i < v.length; i++) { const p = indexes[${slot}][v[i]]; if (p !== undefined) c |= 1 << p; }`);
        break;
      case 'flag':
        lines.push('c = v ? 1 : 0;');
        break;
      case 'bucket':
        lines.push(`c = bucketOf(scales[${slot}], v ?? null);`);
        break;
    }
    lines.push(`scratch[${slot}] = c; t += c * ${strides[slot] ?? 0};`);
  });
  lines.push('const e = codeOfTuple[t];', 'return e >= 0 ? e : table.add(t, scratch);');
  const indexes = fields.map((field) => (field.source.kind === 'enum' || field.source.kind === 'mask' ? field.source.index : {}));
  const scales = fields.map((field) => (field.source.kind === 'bucket' ? field.source.scale : null));
  const factory = new Function('table', 'indexes', 'scales', 'bucketOf', 'codeOfTuple', 'scratch', `return function encodePack(doc) {\n${lines.join('\n')}\n};`);
  return factory(table, indexes, scales, storedBucketOf, codeOfTuple, scratch) as (doc: SearchDocument) => number;
}
