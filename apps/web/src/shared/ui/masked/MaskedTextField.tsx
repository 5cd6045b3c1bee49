import type { FactoryOpts } from 'imask';
import {
  type FocusEvent,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useIMask } from 'react-imask';
import { TextInput, type TextInputProps } from '../form/TextInput';

export type MaskedTextFieldProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue' | 'inputRef'
> & {
  /** IMask options. Must be a stable object (a module constant or memoized). */
  mask: FactoryOpts;
  /** The field's value: the unmasked text (or the masked text when `emit="masked"`). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Called with the value when the mask is completely filled. */
  onComplete?: (value: string) => void;
  /** Which text `value`/`onChange` carry. Default "unmasked" (e.g. CPF digits). */
  emit?: 'unmasked' | 'masked';
  /** Equality between the mask's current text and `value`, to avoid rewriting the input while typing. */
  equals?: (current: string, value: string) => boolean;
  /** Shown (on blur) when the value is not empty and fails `validate`, unless `error`/`helperText` are given. */
  validate?: (value: string) => boolean;
  invalidMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const strictEquals = (a: string, b: string) => a === b;

/**
 * A MUI TextField with a react-imask mask on its <input>. The DOM input stays uncontrolled (IMask owns
 * it); `value` is pushed into the mask only when it differs from what the mask holds.
 */
export function MaskedTextField({
  mask,
  value,
  onChange,
  onComplete,
  emit = 'unmasked',
  equals = strictEquals,
  validate,
  invalidMessage = 'Campo inválido',
  inputRef,
  onBlur,
  error,
  helperText,
  slotProps,
  ...rest
}: MaskedTextFieldProps) {
  const callbacks = useRef({ onChange, onComplete, emit });
  callbacks.current = { onChange, onComplete, emit };
  const [touched, setTouched] = useState(false);

  const onAccept = useCallback((_v: unknown, m: { value: string; unmaskedValue: string }) => {
    const c = callbacks.current;
    c.onChange(c.emit === 'masked' ? m.value : m.unmaskedValue);
  }, []);
  const onMaskComplete = useCallback((_v: unknown, m: { value: string; unmaskedValue: string }) => {
    const c = callbacks.current;
    c.onComplete?.(c.emit === 'masked' ? m.value : m.unmaskedValue);
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement, FactoryOpts>(mask, {
    onAccept,
    onComplete: onMaskComplete,
  });
  useImperativeHandle(inputRef, () => ref.current as HTMLInputElement, [ref]);

  const text = value ?? '';
  useEffect(() => {
    const m = maskRef.current;
    if (!m) return;
    const current = emit === 'masked' ? m.value : m.unmaskedValue;
    if (current === text || equals(current, text)) return;
    if (emit === 'masked') m.value = text;
    else m.unmaskedValue = text;
  }, [text, emit, equals, maskRef]);

  const invalid = touched && !!validate && text !== '' && !validate(text);
  return (
    <TextInput
      {...rest}
      inputRef={ref}
      error={error ?? invalid}
      helperText={helperText ?? (invalid ? invalidMessage : undefined)}
      onBlur={(e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setTouched(true);
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        // IMask writes the input directly, so tell the label when there is something in it.
        inputLabel: { ...(text !== '' ? { shrink: true } : {}), ...slotProps?.inputLabel },
        htmlInput: { inputMode: 'numeric', ...slotProps?.htmlInput },
      }}
    />
  );
}
