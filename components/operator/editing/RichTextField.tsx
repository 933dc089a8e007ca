'use client';

import { useEffect, useId } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichText } from '@/components/ui/RichText';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Editing.module.css';

interface RichTextFieldProps {
  name: string;
  label: string;
  /** What the shop's sanitizer removed at the last save (the save's answer), shown under the field. */
  removed?: readonly string[];
}

/**
 * A labelled rich-text field (Tiptap) bound to the form by name. It holds HTML; the server stores
 * it through the shop's one sanitize-html policy, and the preview below renders it through that
 * same policy with the storefront's own RichText, so what the editor sees there is what the shop
 * will show. Only what the policy allows is offered: paragraphs, h2/h3, bold, italic, lists, links.
 */
export function RichTextField({ name, label, removed }: RichTextFieldProps) {
  const t = useTranslations('catalogueEditing');
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  const describedBy = [error ? `${id}-error` : null, removed?.length ? `${id}-removed` : null].filter(Boolean).join(' ') || undefined;
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false } })],
    content: field.value ?? '',
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => helpers.setValue(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => helpers.setTouched(true, false),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: styles.editor,
      },
    },
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  // A draft restored into the form, or a reload after a save, replaces what the editor holds.
  useEffect(() => {
    if (editor && !editor.isFocused && (field.value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(field.value ?? '', { emitUpdate: false });
  }, [editor, field.value]);

  const tools = [
    { key: 'bold', run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'heading', run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'bulletList', run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const;

  return (
    <div className={formStyles.field}>
      <span id={`${id}-label`} className={formStyles.label}>
        {label}
      </span>
      <div role="toolbar" aria-label={t('toolbar')} className={styles.toolbar}>
        {tools.map((tool) => (
          <button key={tool.key} type="button" className={styles.tool} aria-pressed={marks?.[tool.key] ?? false} onClick={tool.run}>
            {t(tool.key)}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
      {removed?.length ? (
        <p id={`${id}-removed`} role="status" className={styles.removed}>
          {t('sanitizedRemoved', { items: removed.join(', ') })}
        </p>
      ) : null}
      <details className={styles.preview}>
        <summary>{t('preview')}</summary>
        <RichText html={field.value} />
      </details>
    </div>
  );
}
