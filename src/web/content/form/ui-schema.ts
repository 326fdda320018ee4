/**
 * The uiSchema of one section, derived from the content schema's field list: labels, the widget for each
 * kind, which fields take the full row, and fields the buyer's pack does not unlock. Built once per schema,
 * section and pack and then reused, because RJSF re-renders everything when its uiSchema object changes.
 */
import type { UiSchema } from '@rjsf/utils';
import type { ContentSchemaEntry, FieldInfo, FieldKind, Pack } from '../../../shared/content';
import { packAllows } from '../../../shared/content';

const WIDGETS: Partial<Record<FieldKind, string>> = {
  textarea: 'textarea',
  date: 'date',
  time: 'time',
  image: 'image',
  boolean: 'switch',
  url: 'uri',
  email: 'email',
  select: 'select',
};

const PACK_NAMES: Record<Pack, string> = { basic: 'Basic', premium: 'Premium', luxury: 'Luxury' };

export function packNotice(pack: Pack): string {
  return `Available with the ${PACK_NAMES[pack]} pack`;
}

function fieldUi(field: FieldInfo, buyerPack: Pack): UiSchema {
  const ui: UiSchema = { 'ui:title': field.label };
  const widget = WIDGETS[field.kind];
  if (widget) ui['ui:widget'] = widget;
  const wide = field.kind === 'textarea' || field.kind === 'image';
  if (wide) ui['ui:classNames'] = field.kind === 'image' ? 'ed-image-field' : 'ed-wide';
  if (field.kind === 'tel') ui['ui:options'] = { inputType: 'tel', autocomplete: 'tel' };
  if (field.kind === 'url') ui['ui:placeholder'] = 'https://';
  if (field.kind === 'textarea') ui['ui:options'] = { rows: 4 };
  if (field.kind === 'image') ui['ui:options'] = { label: field.group ? false : true };
  if (!packAllows(buyerPack, field.pack)) {
    ui['ui:disabled'] = true;
    ui['ui:help'] = packNotice(field.pack);
  }
  return ui;
}

function nodeAt(root: UiSchema, path: readonly string[]): UiSchema {
  let node = root;
  for (const key of path) {
    node[key] ??= {};
    node = node[key] as UiSchema;
  }
  return node;
}

function buildSectionUi(entry: ContentSchemaEntry, sectionKey: string, buyerPack: Pack): UiSchema {
  const section = entry.sections.find((s) => s.key === sectionKey);
  const root: UiSchema = {};
  if (!section) return root;
  for (const field of section.fields) {
    const inner = field.uiPath.slice(1);
    Object.assign(nodeAt(root, inner), fieldUi(field, buyerPack));
    // Plain groupings inside a section (venue facilities) take a full row with their own heading.
    const itemsAt = inner.indexOf('items');
    const groupingDepth = itemsAt === -1 ? inner.length - 1 : itemsAt - 1;
    for (let depth = 1; depth <= groupingDepth; depth += 1)
      nodeAt(root, inner.slice(0, depth))['ui:classNames'] ??= 'ed-wide';
    if (field.group) {
      const arrayPath = inner.slice(0, inner.indexOf('items'));
      const arrayUi = nodeAt(root, arrayPath);
      arrayUi['ui:title'] ??= field.group.label;
      arrayUi['ui:classNames'] = 'ed-wide';
      arrayUi['ui:options'] ??= {
        orderable: true,
        copyable: false,
        addable: packAllows(buyerPack, field.pack),
        removable: packAllows(buyerPack, field.pack),
        itemNoun: field.group.label,
        imagesOnly: !field.group.entriesAreObjects && field.kind === 'image',
      };
    }
  }
  return root;
}

const cache = new WeakMap<ContentSchemaEntry, Map<string, UiSchema>>();

export function sectionUiSchema(entry: ContentSchemaEntry, sectionKey: string, buyerPack: Pack): UiSchema {
  let bySection = cache.get(entry);
  if (!bySection) {
    bySection = new Map();
    cache.set(entry, bySection);
  }
  const key = `${sectionKey}:${buyerPack}`;
  let ui = bySection.get(key);
  if (!ui) {
    ui = buildSectionUi(entry, sectionKey, buyerPack);
    bySection.set(key, ui);
  }
  return ui;
}
