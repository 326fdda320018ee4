import { labelFromName } from './labels';
import type {
  ContentLayout,
  ContentSchemaNode,
  FieldInfo,
  FieldKind,
  FieldSlot,
  Pack,
  RepeatedGroup,
  SectionInfo,
} from './schema-types';
import { PACKS } from './schema-types';

/** Strings allowed to be longer than this are edited in a multi-line box. */
const TEXTAREA_FROM_LENGTH = 200;

const FORMAT_KINDS: Record<string, FieldKind> = {
  date: 'date',
  time: 'time',
  uri: 'url',
  email: 'email',
  tel: 'tel',
};

const layoutCache = new WeakMap<ContentSchemaNode, ContentLayout>();

/**
 * Sections, fields and wire slots of a resolved content schema (see resolveSchema).
 * Top-level properties are sections in display order; objects nested in a
 * section are plain groupings (their leaves belong to the section); arrays
 * with maxItems are repeated groups whose entries are numbered on the wire.
 * The result is cached per schema object, so calling it in render code is cheap.
 */
export function describeContent(schema: ContentSchemaNode): ContentLayout {
  const cached = layoutCache.get(schema);
  if (cached) return cached;
  const sections: SectionInfo[] = [];
  for (const [key, node] of Object.entries(schema.properties ?? {})) {
    const pack = packOf(node, 'basic');
    const fields: FieldInfo[] = [];
    collectFields(node, { section: key, uiPath: [key], pack }, fields);
    sections.push({
      key,
      title: node.title ?? labelFromName(key),
      ...(node.description ? { description: node.description } : {}),
      pack,
      fields,
    });
  }
  const fields = sections.flatMap((section) => section.fields);
  const layout: ContentLayout = { sections, fields, slots: slotsOfFields(fields) };
  layoutCache.set(schema, layout);
  return layout;
}

interface Walk {
  section: string;
  uiPath: string[];
  pack: Pack;
  group?: RepeatedGroup;
}

function collectFields(node: ContentSchemaNode, walk: Walk, out: FieldInfo[]): void {
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const pack = packOf(child, walk.pack);
    const uiPath = [...walk.uiPath, name];
    if (child.type === 'object') {
      collectFields(child, { ...walk, uiPath, pack }, out);
    } else if (child.type === 'array' && child.items) {
      const items = child.items;
      const group: RepeatedGroup = {
        name,
        label: child.title ?? labelFromName(name),
        // The lint insists on maxItems; 1 keeps a careless schema from exploding the slot list.
        maxItems: child.maxItems ?? 1,
        entriesAreObjects: items.type === 'object',
      };
      if (group.entriesAreObjects) {
        collectFields(items, { ...walk, uiPath: [...uiPath, 'items'], pack: packOf(items, pack), group }, out);
      } else {
        out.push(
          leafInfo(name, items, { ...walk, uiPath: [...uiPath, 'items'], pack: packOf(items, pack), group }, child),
        );
      }
    } else {
      out.push(leafInfo(name, child, { ...walk, uiPath, pack }));
    }
  }
}

function leafInfo(name: string, schema: ContentSchemaNode, walk: Walk, arrayNode?: ContentSchemaNode): FieldInfo {
  const labelSource = arrayNode ?? schema;
  const description = labelSource.description ?? schema.description;
  return {
    name,
    label: labelSource.title ?? labelFromName(name),
    kind: kindOf(schema),
    pack: walk.pack,
    ...(description ? { description } : {}),
    ...(schema.enum ? { options: schema.enum } : {}),
    section: walk.section,
    uiPath: walk.uiPath,
    ...(walk.group ? { group: walk.group } : {}),
    schema,
  };
}

/** Input kind of a leaf: `x-kind` if given, else from type, media type, enum, format and length. */
export function kindOf(schema: ContentSchemaNode): FieldKind {
  if (schema['x-kind']) return schema['x-kind'];
  if (schema.contentMediaType?.startsWith('image/')) return 'image';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'integer' || schema.type === 'number') return schema.enum ? 'select' : 'number';
  if (schema.enum) return 'select';
  const byFormat = schema.format ? FORMAT_KINDS[schema.format] : undefined;
  if (byFormat) return byFormat;
  if ((schema.maxLength ?? 0) > TEXTAREA_FROM_LENGTH) return 'textarea';
  return 'text';
}

function packOf(node: ContentSchemaNode, inherited: Pack): Pack {
  const own = node['x-pack'] ?? 'basic';
  return PACKS.indexOf(own) > PACKS.indexOf(inherited) ? own : inherited;
}

/**
 * Wire slots in display order: a plain field gives one slot; a repeated group
 * gives its entries one after another (LoveStory1Title, LoveStory1Year, ...,
 * LoveStory2Title ...), as a guest reads them.
 */
function slotsOfFields(fields: FieldInfo[]): FieldSlot[] {
  const slots: FieldSlot[] = [];
  for (let i = 0; i < fields.length;) {
    const group = fields[i]!.group;
    if (!group) {
      const field = fields[i]!;
      slots.push({ wireName: field.name, label: field.label, field, dataPath: [field.section, ...innerPath(field)] });
      i += 1;
      continue;
    }
    // A group's fields are collected one after another, so they form one run here.
    let end = i;
    while (end < fields.length && fields[end]!.group === group) end += 1;
    const groupFields = fields.slice(i, end);
    for (let entry = 1; entry <= group.maxItems; entry += 1) {
      for (const field of groupFields) slots.push(entrySlot(field, group, entry));
    }
    i = end;
  }
  return slots;
}

function entrySlot(field: FieldInfo, group: RepeatedGroup, entry: number): FieldSlot {
  const index = entry - 1;
  return group.entriesAreObjects
    ? {
        wireName: `${group.name}${entry}${field.name}`,
        label: `${group.label} ${entry}: ${field.label}`,
        field,
        dataPath: [field.section, ...groupPath(field), index, field.name],
        entry,
      }
    : {
        wireName: `${field.name}${entry}`,
        label: `${field.label} ${entry}`,
        field,
        dataPath: [field.section, ...groupPath(field), index],
        entry,
      };
}

/** uiPath without the section key. */
function innerPath(field: FieldInfo): string[] {
  return field.uiPath.slice(1);
}

/** Data path of the group's array (uiPath up to the array property). */
function groupPath(field: FieldInfo): string[] {
  const inner = innerPath(field);
  const itemsAt = inner.lastIndexOf('items');
  return itemsAt === -1 ? inner : inner.slice(0, itemsAt);
}

/** Is a pack-gated field available to a buyer of `pack`? */
export function packAllows(buyerPack: Pack, fieldPack: Pack): boolean {
  return PACKS.indexOf(buyerPack) >= PACKS.indexOf(fieldPack);
}
