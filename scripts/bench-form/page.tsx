/**
 * The benchmark page (built and driven by scripts/bench-form.ts): mounts either the product's content form
 * for the wedding schema or stock RJSF rendering the whole schema as one live-validated form, and times
 * mounting and keystrokes in the same browser.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import stockValidator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import sample from '../../schemas/samples/wedding.json';
import wedding from '../../src/generated/schemas/wedding';
import { findTemplate } from '../../src/shared/catalogue';
import type { ContentData, ContentSchemaEntry } from '../../src/shared/content';
import { createDraftStore } from '../../src/web/content/content/draft-store';
import { createLiveContent } from '../../src/web/content/content/live-content';
import type { EditorSession } from '../../src/web/content/content/useEditorSession';
import { UserInputForm } from '../../src/web/content/pages/UserInputPage';
import '../../src/web/ui/theme.css';

/** Stock RJSF as pages usually wire it: the page holds formData in state and passes it back on every change. */
function ControlledStockForm({ initial }: { initial: ContentData }) {
  const [formData, setFormData] = useState(initial);
  return (
    <Form
      schema={entry.schema as RJSFSchema}
      validator={stockValidator}
      formData={formData}
      onChange={(event) => setFormData(event.formData as ContentData)}
      liveValidate="onChange"
    />
  );
}

/** One controlled input and nothing else: the floor of what the harness can measure. */
function Baseline() {
  const [text, setText] = useState('');
  return <input id="floor_cover_BrideName" value={text} onChange={(event) => setText(event.target.value)} />;
}

/** The product's form, stock RJSF, and a bare React input (what the timing harness itself costs). */
export type Variant = 'ours' | 'stock' | 'stock-controlled' | 'baseline';

const entry = wedding as unknown as ContentSchemaEntry;
const template = findTemplate('wed001')!;
const host = document.getElementById('root')!;
let root: Root | null = null;

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

function session(data: ContentData): EditorSession {
  return {
    bought: {
      item: {
        temp_id: template.id,
        name: template.name,
        cat: template.category,
        tumbnailUrl: '',
        price: 0,
        packType: 'luxury',
        tempState: 'BOUGHT',
        userName: 'bench@example.in',
      },
      template,
      pack: 'luxury',
    },
    entry,
    userName: 'bench@example.in',
    saved: data,
    offer: null,
    loadFailed: false,
    content: createLiveContent(data),
    drafts: createDraftStore('bench', { storage: memoryStorage(), target: null }),
  };
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

const bench = {
  /** Mounts a form with the wedding sample content; resolves to the milliseconds until it is laid out. */
  mount(variant: Variant): number {
    root?.unmount();
    root = createRoot(host);
    const data = structuredClone(sample) as ContentData;
    const start = performance.now();
    flushSync(() =>
      root!.render(
        variant === 'ours' ? (
          <MemoryRouter>
            <UserInputForm session={session(data)} />
          </MemoryRouter>
        ) : variant === 'baseline' ? (
          <Baseline />
        ) : variant === 'stock-controlled' ? (
          <ControlledStockForm initial={data} />
        ) : (
          <Form
            schema={entry.schema as RJSFSchema}
            validator={stockValidator}
            formData={data}
            liveValidate="onChange"
          />
        ),
      ),
    );
    void document.body.offsetHeight;
    return performance.now() - start;
  },

  /** Opens a section of the product's form by its title (the stock form shows every section at once). */
  async openSection(title: string): Promise<void> {
    const button = [...document.querySelectorAll<HTMLButtonElement>('.ed-step')].find((b) =>
      b.textContent?.includes(title),
    );
    button?.click();
    await nextTask();
    await nextFrame();
  },

  /**
   * Types `count` characters into the input whose id ends with `idSuffix`, one per frame as a fast typist
   * would. For each keystroke it returns `script`, from the input event until the page's JavaScript is done
   * with it (event handlers, React rendering and committing, validation), and `total`, which adds the layout
   * the browser then needs before it can paint.
   */
  async type(idSuffix: string, count: number): Promise<{ script: number[]; total: number[] }> {
    const script: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < count; i += 1) {
      // Each keystroke starts in a task of its own, after the previous frame, so it is timed alone.
      await nextFrame();
      await nextTask();
      const field = document.querySelector<HTMLInputElement>(`input[id$="${idSuffix}"]`);
      if (!field) throw new Error(`No input ending in ${idSuffix}`);
      performance.mark(`keystroke-start-${i}`);
      const start = performance.now();
      setValue.call(field, `${field.value}${'abcdefghij'[i % 10]}`);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // React finishes discrete-event updates in microtasks; whatever it schedules beyond them runs before this.
      await nextTask();
      const scripted = performance.now();
      void document.body.offsetHeight;
      const laidOut = performance.now();
      performance.mark(`keystroke-end-${i}`);
      script.push(scripted - start);
      total.push(laidOut - start);
    }
    return { script, total };
  },

  fieldCount(): number {
    return document.querySelectorAll('input, textarea, select').length;
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
document.body.dataset.ready = 'true';
