import { useState, type ReactNode } from 'react';
import { FONT_PAIRS, type Template } from '../../shared/catalogue';
import type { ContentData, ContentLayout, FieldSlot } from '../../shared/content';
import {
  ACCENT_SWATCHES,
  BUNDLED_TRACKS,
  FONT_PAIR_KEYS,
  LANGUAGE_NAMES,
  MAX_MUSIC_BYTES,
  paletteChoices,
  SECOND_LANGUAGES,
  translatableSlots,
  type SecondLanguage,
  type SiteLook,
} from '../../shared/look';
import { featureLockedMessage, type PackFeature } from '../../shared/packs';
import { toast } from '../ui/toast';
import { LanguageChoice, offeredLanguages } from './LanguageChoice';
import type { LookState } from './look-api';
import './look.css';

interface LookPanelProps {
  template: Template;
  layout: ContentLayout;
  content: ContentData;
  state: LookState;
  saving: boolean;
  change: (patch: Partial<SiteLook>) => void;
  upload: (file: File) => Promise<void>;
}

/** The customiser's Look tab: colours for every pack; music, fonts and the guests' languages as the pack allows. */
export function LookPanel({ template, layout, content, state, saving, change, upload }: LookPanelProps) {
  const { look, features } = state;
  return (
    <div className="lk" aria-busy={saving}>
      <Group title="Colours" feature="colors" unlocked={features.colors}>
        <Palettes template={template} look={look} change={change} />
        <Accent look={look} change={change} />
      </Group>
      <Group title="Music" feature="music" unlocked={features.music}>
        <Music look={look} change={change} upload={upload} disabled={!features.music} />
      </Group>
      <Group title="Fonts" feature="fonts" unlocked={features.fonts}>
        <Fonts template={template} look={look} change={change} disabled={!features.fonts} />
      </Group>
      <Group title="Languages" feature="languages" unlocked={features.languages}>
        <LanguageChoice look={look} change={change} disabled={!features.languages} />
        <SecondTexts layout={layout} content={content} look={look} change={change} disabled={!features.languages} />
      </Group>
    </div>
  );
}

function Group({
  title,
  feature,
  unlocked,
  children,
}: {
  title: string;
  feature: PackFeature;
  unlocked: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={`lk-group${unlocked ? '' : ' is-locked'}`} disabled={!unlocked} data-feature={feature}>
      <legend className="lk-group__title">{title}</legend>
      {!unlocked && (
        <p className="lk-locked" role="note">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {featureLockedMessage(feature)}
        </p>
      )}
      {children}
    </fieldset>
  );
}

function Palettes({
  template,
  look,
  change,
}: {
  template: Template;
  look: SiteLook;
  change: LookPanelProps['change'];
}) {
  const choices = paletteChoices(template);
  const current = look.palette ?? choices[0]!.name;
  return (
    <div className="lk-palettes" role="radiogroup" aria-label="Palette">
      {choices.map((palette, index) => (
        <button
          key={palette.name}
          type="button"
          role="radio"
          aria-checked={palette.name === current}
          className="lk-palette"
          onClick={() => change({ palette: index === 0 ? null : palette.name })}
        >
          <span className="lk-palette__swatch" style={{ background: palette.background }} aria-hidden="true">
            {[palette.primary, palette.secondary, palette.accent, palette.text].map((colour, i) => (
              <span key={i} style={{ background: colour }} />
            ))}
          </span>
          <span className="lk-palette__name">{palette.name}</span>
        </button>
      ))}
    </div>
  );
}

function Accent({ look, change }: { look: SiteLook; change: LookPanelProps['change'] }) {
  const [custom, setCustom] = useState(look.accent ?? '#d4a017');
  return (
    <div className="lk-accent">
      <p className="lk-label" id="lk-accent-label">
        Accent colour
      </p>
      <div className="lk-accent__row" role="radiogroup" aria-labelledby="lk-accent-label">
        <button
          type="button"
          role="radio"
          aria-checked={look.accent === null}
          className="lk-chip"
          onClick={() => change({ accent: null })}
        >
          Palette’s own
        </button>
        {ACCENT_SWATCHES.map((colour) => (
          <button
            key={colour}
            type="button"
            role="radio"
            aria-checked={look.accent === colour}
            aria-label={`Accent ${colour}`}
            className="lk-dot"
            style={{ background: colour }}
            onClick={() => change({ accent: colour })}
          />
        ))}
        <label className="lk-custom">
          <input
            type="color"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            onBlur={() => custom !== look.accent && change({ accent: custom })}
          />
          Any colour
        </label>
      </div>
      <p className="lk-hint">Colours are adjusted where needed so text stays easy to read.</p>
    </div>
  );
}

function Music({
  look,
  change,
  upload,
  disabled,
}: {
  look: SiteLook;
  change: LookPanelProps['change'];
  upload: LookPanelProps['upload'];
  disabled: boolean;
}) {
  const music = look.music;
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_MUSIC_BYTES) {
      toast.error(`The track is too large. The limit is ${MAX_MUSIC_BYTES / (1024 * 1024)} MB.`);
      return;
    }
    void upload(file);
  };
  return (
    <div className="lk-options" role="radiogroup" aria-label="Music">
      <Option checked={music === null} onSelect={() => change({ music: null })} title="No music" />
      {BUNDLED_TRACKS.map((track) => (
        <Option
          key={track.id}
          checked={music?.source === 'bundled' && music.track === track.id}
          onSelect={() => change({ music: { source: 'bundled', track: track.id } })}
          title={track.name}
          detail={track.mood}
        />
      ))}
      {music?.source === 'upload' && (
        <Option checked onSelect={() => undefined} title={music.title} detail="Your upload" />
      )}
      <label className="lk-upload">
        <span className="btn btn--ghost">Upload your own track</span>
        <input
          type="file"
          className="visually-hidden"
          accept="audio/mpeg,audio/aac,audio/ogg,audio/mp4,.mp3,.aac,.m4a,.ogg"
          disabled={disabled}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className="lk-hint">
          MP3, AAC or OGG, up to {MAX_MUSIC_BYTES / (1024 * 1024)} MB. Guests hear it after their first tap.
        </span>
      </label>
    </div>
  );
}

function Option({
  checked,
  onSelect,
  title,
  detail,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail?: string;
}) {
  return (
    <button type="button" role="radio" aria-checked={checked} className="lk-option" onClick={onSelect}>
      <span className="lk-option__title">{title}</span>
      {detail && <span className="lk-option__detail">{detail}</span>}
    </button>
  );
}

function Fonts({
  template,
  look,
  change,
  disabled,
}: {
  template: Template;
  look: SiteLook;
  change: LookPanelProps['change'];
  disabled: boolean;
}) {
  const own = template.design.fonts;
  const current = look.fonts ?? own;
  return (
    <div className="lk-options" role="radiogroup" aria-label="Font pair">
      {FONT_PAIR_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={key === current}
          className="lk-option"
          disabled={disabled}
          onClick={() => change({ fonts: key === own ? null : key })}
        >
          <span className="lk-option__title">
            {FONT_PAIRS[key].heading} &amp; {FONT_PAIRS[key].body}
          </span>
          <span className="lk-option__detail">
            {key === own ? 'The template’s own' : `${key[0]!.toUpperCase()}${key.slice(1)}`}
          </span>
        </button>
      ))}
    </div>
  );
}

function valueAt(content: ContentData, slot: FieldSlot): string {
  let node: unknown = content;
  for (const key of slot.dataPath) {
    if (node === null || typeof node !== 'object') return '';
    node = (node as Record<string | number, unknown>)[key];
  }
  return typeof node === 'string' ? node.trim() : '';
}

function SecondTexts({
  layout,
  content,
  look,
  change,
  disabled,
}: {
  layout: ContentLayout;
  content: ContentData;
  look: SiteLook;
  change: LookPanelProps['change'];
  disabled: boolean;
}) {
  // Texts are given in the languages the page offers besides English (any other the buyer gave texts in too).
  const languages = SECOND_LANGUAGES.filter(
    (code) => offeredLanguages(look).includes(code) || look.texts.some((entry) => entry.lang === code),
  );
  const [picked, setLang] = useState<SecondLanguage | null>(null);
  const lang = picked && languages.includes(picked) ? picked : (languages[0] ?? 'hi');
  const given = new Map(look.texts.filter((entry) => entry.lang === lang).map((entry) => [entry.field, entry.text]));
  // What the buyer wrote in English is what there is to translate (and anything translated before).
  const slots = translatableSlots(layout).filter((slot) => valueAt(content, slot) || given.has(slot.wireName));
  const save = (field: string, text: string) => {
    const others = look.texts.filter((entry) => !(entry.lang === lang && entry.field === field));
    const trimmed = text.trim();
    if ((given.get(field) ?? '') === trimmed) return;
    change({ texts: trimmed ? [...others, { lang, field, text: trimmed }] : others });
  };
  return (
    <div className="lk-texts">
      <p className="lk-hint">
        The invitation's own words (headings, dates, buttons) are translated for you; give your names and messages in
        each language too.
      </p>
      <div className="lk-langs" role="group" aria-label="Language of your texts">
        {languages.map((code) => (
          <button
            key={code}
            type="button"
            className="lk-chip"
            aria-pressed={code === lang}
            onClick={() => setLang(code)}
          >
            {LANGUAGE_NAMES[code].english} · <span lang={code}>{LANGUAGE_NAMES[code].own}</span>
          </button>
        ))}
      </div>
      {slots.length === 0 && <p className="lk-hint">Fill in your names and messages first; they will appear here.</p>}
      {slots.map((slot) => {
        const id = `lk-${lang}-${slot.wireName}`;
        const english = valueAt(content, slot);
        const props = {
          id,
          lang,
          defaultValue: given.get(slot.wireName) ?? '',
          placeholder: english,
          disabled,
          maxLength: 2000,
          onBlur: (event: { target: { value: string } }) => save(slot.wireName, event.target.value),
        };
        return (
          <div className="lk-text" key={`${lang}-${slot.wireName}`}>
            <label htmlFor={id}>{`${slot.label} in ${LANGUAGE_NAMES[lang].english}`}</label>
            {slot.field.kind === 'textarea' ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
          </div>
        );
      })}
    </div>
  );
}
