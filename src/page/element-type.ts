/**
 * The paper's element types (button, link, input, checkbox, dropdown, image, icon, text) from
 * what any page source knows about an element: tag, role, input type, attributes, text and box.
 * Roles and input types count, not only tags: `<div role=button>` is a button, `<input
 * type=submit>` too, `<span class="fa fa-user">` an icon.
 */
import type { ElementType } from '../thingtalk/ast.js';
import type { Box } from './types.js';

export interface TypingFacts {
  tag: string;
  role?: string;
  inputType?: string;
  attributes: Record<string, string>;
  /** Own text (not descendants'). */
  text: string;
  hasElementChildren: boolean;
  /** No text inside at all, but an <svg>, <i> or <img> child: a link or button drawn as an icon. */
  iconOnly?: boolean;
  box?: Box;
  styles?: Record<string, string>;
}

const ICON_CLASS = /(^|[\s_-])(fa|fas|far|fab|fal|icon|icons|glyphicon|material-icons|material-symbols[\w-]*|bi|ion|octicon|svg-icon|mdi|la|feather|sprite)([\s_-]|$)|icon-|-icon\b|^ico[\s_-]/i;

/** Tags that draw an icon. */
export const ICON_TAGS = new Set(['svg', 'i', 'img']);

const ROLE_TYPES: Record<string, ElementType> = {
  button: 'button',
  link: 'link',
  checkbox: 'checkbox',
  radio: 'checkbox',
  switch: 'checkbox',
  menuitemcheckbox: 'checkbox',
  menuitemradio: 'checkbox',
  combobox: 'dropdown',
  listbox: 'dropdown',
  textbox: 'input',
  searchbox: 'input',
  spinbutton: 'input',
  img: 'image',
  menuitem: 'button',
  tab: 'button',
  option: 'text',
};

export function elementTypeOf(f: TypingFacts): ElementType | undefined {
  const tag = f.tag;
  switch (tag) {
    case 'input': {
      const t = f.inputType ?? 'text';
      if (t === 'hidden') return undefined;
      if (t === 'checkbox' || t === 'radio') return 'checkbox';
      if (t === 'submit' || t === 'button' || t === 'reset' || t === 'image') return 'button';
      return 'input';
    }
    case 'textarea':
      return 'input';
    case 'select':
      return 'dropdown';
    case 'button':
      return isIconLike(f) || f.iconOnly ? 'icon' : 'button';
    case 'a':
      return f.iconOnly ? 'icon' : 'link';
    case 'img':
      return isSmall(f.box) ? 'icon' : 'image';
    case 'svg':
      return 'icon';
    case '#text':
      return 'text';
  }
  const role = f.role;
  if ((role === 'button' || role === 'link') && f.iconOnly) return 'icon';
  if (role && role !== 'img' && ROLE_TYPES[role]) return ROLE_TYPES[role];
  if (f.attributes.contenteditable === 'true' || f.attributes.contenteditable === '') return 'input';
  if (isIconLike(f)) return 'icon';
  if (role === 'img') return isSmall(f.box) ? 'icon' : 'image';
  if (f.text && !f.hasElementChildren) return 'text';
  if (f.text) return 'text';
  return undefined;
}

function isSmall(box: Box | undefined): boolean {
  return !!box && box.width > 0 && box.height > 0 && box.width <= 48 && box.height <= 48;
}

function isIconLike(f: TypingFacts): boolean {
  const cls = f.attributes.class ?? '';
  // Icon fonts with ligatures write the icon's name as text: <i class="material-icons">settings</i>.
  const ligature = !!f.text && /^[a-z][a-z0-9_]*$/.test(f.text) && /material|symbol|icon/i.test(cls);
  if (f.text && f.text.length > 2 && !ligature) return false;
  if (ICON_CLASS.test(cls) && (!f.text || ligature)) return true;
  if ((f.tag === 'i' || f.tag === 'span') && !f.text && !f.hasElementChildren && (cls || f.styles?.['background-image'])) return isSmall(f.box) || !f.box;
  if (f.styles?.['font-family'] && /icon|awesome|glyph|material|symbol/i.test(f.styles['font-family']) && (f.text?.length ?? 0) <= 2) return true;
  return false;
}
