import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { getTextFieldUtilityClass, type OutlinedTextFieldProps } from '@mui/material/TextField';
import { type CSSProperties, type ElementType, forwardRef, type Ref, useId } from 'react';

/**
 * MUI's TextField without its `select` mode, for the text inputs of the public pages (sign-in, payment
 * page, consumption scan, accreditation) and the form kit (FormTextField, MaskedTextField).
 *
 * MUI's TextField imports Select, which brings Menu, Popover, Modal, FocusTrap, the transitions and the
 * filled and standard inputs: about 19 kB gzipped that a page with only text boxes downloads for
 * nothing (bench/bundle-size.mjs). This renders the same tree as TextField with `variant="outlined"`
 * (TextField.mjs of @mui/material 9.5): a FormControl styled under the theme name `MuiTextField` (so the
 * theme's MuiTextField default props and overrides apply), the InputLabel, an OutlinedInput given the
 * label for its notch, and the FormHelperText, with the same ids, aria-describedby and `slotProps`
 * merging. TextInput.test.tsx renders both and compares the markup. A select stays MUI's TextField
 * (FormSelect).
 */
export type TextInputProps = Omit<OutlinedTextFieldProps, 'variant' | 'select' | 'slots'> & {
  variant?: 'outlined';
};

type SlotName = 'root' | 'input' | 'inputLabel' | 'htmlInput' | 'formHelperText';
type SlotPropsObject = { className?: string; style?: CSSProperties } & Record<string, unknown>;

const TextInputRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

const joinClasses = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(function TextInput(inProps, ref) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as TextInputProps;
  const {
    autoComplete,
    autoFocus = false,
    // a TextField renders its children only as a select's options
    children: _children,
    className,
    classes,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    variant = 'outlined',
    ...other
  } = props;
  const ownerState = {
    ...props,
    autoFocus,
    color,
    disabled,
    error,
    fullWidth,
    multiline,
    required,
    select: false,
    variant,
  };
  const reactId = useId();
  const id = idOverride ?? reactId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;

  // MUI's useSlot for these slots: `slotProps.x` (an object or a function of the owner state) over the
  // slot's own props, classes joined, styles merged, the owner state handed to non-DOM slots.
  const slot = (slotName: SlotName, own: SlotPropsObject, extra: SlotPropsObject = {}, host = false) => {
    const given = (slotProps as Partial<Record<SlotName, unknown>>)[slotName];
    const external = (typeof given === 'function' ? given(ownerState) : given) as SlotPropsObject | undefined;
    const merged: SlotPropsObject = { ...own, ...extra, ...external };
    const joined = joinClasses(own.className, extra.className, external?.className);
    if (joined) merged.className = joined;
    else delete merged.className;
    if (own.style || extra.style || external?.style) {
      const style = { ...own.style, ...extra.style, ...external?.style };
      if (Object.keys(style).length > 0) merged.style = style;
    }
    merged.ref = external?.ref ?? null;
    if (!host) merged.ownerState = { ...(merged.ownerState as object | undefined), ...ownerState };
    return merged;
  };

  const inputLabelProps = slot('inputLabel', {});
  const { component: rootComponent, ...forwarded } = other as typeof other & { component?: ElementType };
  const rootProps = slot(
    'root',
    {
      className: joinClasses(getTextFieldUtilityClass('root'), classes?.root, className),
      disabled,
      error,
      fullWidth,
      required,
      color,
      variant,
    },
    forwarded as SlotPropsObject,
  );
  if (rootComponent) rootProps.component = rootComponent;
  // the forwarded ref and a `slotProps.root.ref` both get the root element
  const rootRef = rootProps.ref as Ref<HTMLDivElement> | null;
  rootProps.ref = rootRef ? mergeRefs(ref, rootRef) : ref;

  const inputAdditionalProps: SlotPropsObject = { label };
  if (typeof inputLabelProps.shrink !== 'undefined') inputAdditionalProps.notched = inputLabelProps.shrink;
  const inputProps = slot('input', {}, inputAdditionalProps);
  const htmlInputProps = slot('htmlInput', {}, {}, true);
  const formHelperTextProps = slot('formHelperText', {});

  return (
    <TextInputRoot {...rootProps}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInputProps}
        slots={{ input: undefined }}
        {...inputProps}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperTextProps}>
          {helperText}
        </FormHelperText>
      )}
    </TextInputRoot>
  );
});

function mergeRefs<T>(a: Ref<T> | undefined, b: Ref<T>): (instance: T | null) => void {
  return (instance) => {
    for (const r of [a, b]) {
      if (typeof r === 'function') r(instance);
      else if (r) (r as { current: T | null }).current = instance;
    }
  };
}
