import { compile } from 'json-schema-to-typescript';
import type { ContentSchemaNode } from '../../src/shared/content/schema-types';
import { contentTypeName, pascalCase } from './naming';

/**
 * TypeScript types for one content schema. Interface names are derived from
 * property keys (CoverSection, FacilitiesGroup, LoveStoryEntry) rather than
 * from titles, which are labels for people and would give names like
 * `OurLoveStory`; leaf titles are moved into the doc comment for the same reason.
 */
export async function typeSource(schemaName: string, schema: ContentSchemaNode, banner: string): Promise<string> {
  const prepared = nameObjects(schema, contentTypeName(schemaName), 'root');
  return compile(prepared as Parameters<typeof compile>[0], contentTypeName(schemaName), {
    bannerComment: banner,
    additionalProperties: false,
    // Repeated groups stay plain arrays rather than unions of tuples of every length.
    maxItems: -1,
    declareExternallyReferenced: true,
    format: true,
    unknownAny: true,
  });
}

type Role = 'root' | 'section' | 'group' | 'entry' | 'leaf';

function nameObjects(node: ContentSchemaNode, typeName: string, role: Role): ContentSchemaNode {
  const out: Record<string, unknown> = { ...node };
  if (node.type === 'object') {
    out.title = typeName;
    out.properties = Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([key, child]) => [key, nameChild(key, child, role)]),
    );
  } else {
    delete out.title;
    const doc = [node.title, node.description].filter(Boolean).join('. ');
    if (doc) out.description = doc;
  }
  return out as ContentSchemaNode;
}

function nameChild(key: string, child: ContentSchemaNode, parentRole: Role): ContentSchemaNode {
  if (child.type === 'array' && child.items) {
    const { title, ...array } = child;
    const items =
      child.items.type === 'object'
        ? nameObjects(child.items, `${pascalCase(key)}Entry`, 'entry')
        : nameObjects(child.items, '', 'leaf');
    return {
      ...array,
      ...(title ? { description: [title, child.description].filter(Boolean).join('. ') } : {}),
      items,
    };
  }
  if (child.type === 'object') {
    const role: Role = parentRole === 'root' ? 'section' : 'group';
    return nameObjects(child, `${pascalCase(key)}${role === 'section' ? 'Section' : 'Group'}`, role);
  }
  return nameObjects(child, '', 'leaf');
}
