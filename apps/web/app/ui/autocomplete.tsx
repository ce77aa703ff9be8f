import { SEARCH_RESULT_LIST_MAX_HEIGHT_PX, SEARCH_RESULT_ROW_HEIGHT_PX } from '@insure/domain/limits'
import { exactMatch, pickOnBlur } from '@insure/domain/search'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { searchFailureMessage, type LoadOptions } from './autocomplete-options.ts'

/**
 * How a blur settles the field (forms spec §2, §4). `pick`: the single remaining option, else the
 * highlighted one, else the exact-text match. `exact`: the exact-text match only, else no selection
 * (the vehicle search).
 */
export type BlurRule = 'pick' | 'exact'

export type AutocompleteProps<T> = {
  label: string
  hint?: ReactNode
  /** The field's error message, shown under it and linked by aria-describedby. */
  error?: string | undefined
  value: T | null
  onChange: (option: T | null) => void
  /** Asked `delayMs` after the last key with the trimmed term; the signal fires when a newer search starts. */
  loadOptions: LoadOptions<T>
  /** Characters (trimmed) to type before searching; fewer closes the list. */
  minChars: number
  delayMs: number
  /** The option's text: listed, put in the field when chosen, compared by the blur rule. */
  displayOf: (option: T) => string
  /** A stable key of the option; also the value of the hidden input when `name` is given. */
  keyOf: (option: T) => string
  /** Shown when a search answers no options and no message of its own. */
  noResultsMessage: string
  /** How long after leaving the field the blur rule runs (SEARCH_BLUR_DELAY_MS for the searches). */
  blurDelayMs?: number
  blurRule?: BlurRule
  /** Drop the listed options as soon as a new search is typed (forms spec §4: vehicle search). */
  clearOptionsOnSearch?: boolean
  /** The option's row, when it shows more than its text. */
  renderOption?: (option: T) => ReactNode
  /** Name of a hidden input carrying the chosen option's key, for forms posted as they are. */
  name?: string
  disabled?: boolean
  required?: boolean
  placeholder?: string
}

/** Rows and list height of the spec (forms spec §9), handed to the CSS. */
const LIST_SIZES = {
  '--search-row-height': `${SEARCH_RESULT_ROW_HEIGHT_PX}px`,
  '--search-list-max-height': `${SEARCH_RESULT_LIST_MAX_HEIGHT_PX}px`,
} as CSSProperties

export const SEARCHING_TEXT = 'Searching…'

const typedChars = (text: string) => [...text.trim()].length

/**
 * The one filterable drop-down of the site (forms spec §2), built as the WAI-ARIA 1.2 combobox with
 * a listbox popup: focus stays in the input, the highlighted option is its aria-activedescendant.
 * Arrow keys move the highlight (wrapping), Enter selects it, Escape closes, a blur settles the field
 * by `blurRule`, a click outside closes. Messages ("No results available.", "Searching…") are shown
 * in the list area, in a polite live region so a screen reader hears them too.
 */
export function Autocomplete<T>({
  label,
  hint,
  error,
  value,
  onChange,
  loadOptions,
  minChars,
  delayMs,
  displayOf,
  keyOf,
  noResultsMessage,
  blurDelayMs = 0,
  blurRule = 'pick',
  clearOptionsOnSearch = false,
  renderOption,
  name,
  disabled,
  required,
  placeholder,
}: AutocompleteProps<T>) {
  const id = useId()
  const inputId = `${id}-input`
  const labelId = `${id}-label`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`

  const [text, setText] = useState(() => (value ? displayOf(value) : ''))
  const [options, setOptions] = useState<T[]>([])
  const [message, setMessage] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [open, setOpen] = useState(false)
  const [highlighted, setHighlighted] = useState(-1)
  // The term the listed options were found for: after more typing they are an earlier search's.
  const [optionsTerm, setOptionsTerm] = useState<string | null>(null)

  // The value last put in the field. A new value from outside shows its text; a value cleared from
  // outside (a form reset) empties the field, unless the person has typed over it since.
  const valueKey = value ? keyOf(value) : null
  const [shown, setShown] = useState({ key: valueKey, text })
  if (valueKey !== shown.key) {
    const nextText = value ? displayOf(value) : ''
    setShown({ key: valueKey, text: nextText })
    if (value || text === shown.text) setText(nextText)
  }

  const container = useRef<HTMLDivElement>(null)
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const inFlight = useRef<AbortController>(undefined)

  function cancelSearch() {
    clearTimeout(searchTimer.current)
    inFlight.current?.abort()
    inFlight.current = undefined
  }

  useEffect(
    () => () => {
      clearTimeout(searchTimer.current)
      clearTimeout(blurTimer.current)
      inFlight.current?.abort()
    },
    [],
  )

  // A click or tap outside closes the list (forms spec §2).
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  // The highlighted row stays in view as the arrow keys move through a list taller than 200 px.
  useEffect(() => {
    if (highlighted >= 0)
      document.getElementById(`${id}-option-${highlighted}`)?.scrollIntoView({ block: 'nearest' })
  }, [highlighted, id])

  function search(typed: string) {
    cancelSearch()
    setHighlighted(-1)
    const term = typed.trim()
    if (typedChars(term) < minChars) {
      setOptions([])
      setMessage(null)
      setLoading(false)
      setOpen(false)
      return
    }
    if (clearOptionsOnSearch) setOptions([])
    searchTimer.current = setTimeout(() => {
      const controller = new AbortController()
      inFlight.current = controller
      setLoading(true)
      setMessage(null)
      setOpen(true)
      loadOptions(term, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return
          setOptions(answer.options)
          setOptionsTerm(term)
          setMessage(answer.message ?? (answer.options.length === 0 ? noResultsMessage : null))
          setLoading(false)
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return
          setOptions([])
          setMessage(searchFailureMessage(failure))
          setLoading(false)
        },
      )
    }, delayMs)
  }

  function select(option: T) {
    cancelSearch()
    clearTimeout(blurTimer.current)
    const optionText = displayOf(option)
    setShown({ key: keyOf(option), text: optionText })
    setText(optionText)
    setOpen(false)
    setLoading(false)
    setHighlighted(-1)
    onChange(option)
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value
    setText(typed)
    // Typing over a chosen option un-chooses it: the field holds only what is in the list.
    if (value) onChange(null)
    search(typed)
  }

  /** What a blur (or Enter without a highlight) chooses: undefined keeps the field, null clears it. */
  function settled(): T | null | undefined {
    if (value && displayOf(value) === text) return undefined
    if (blurRule === 'exact') return exactMatch(options, text, displayOf)
    // Options an earlier term found (the search for this text never ran) hold no "single remaining"
    // one: without a highlight, only the exact text picks from them.
    if (optionsTerm !== text.trim() && highlighted < 0) return exactMatch(options, text, displayOf)
    return pickOnBlur(options, text, highlighted, displayOf)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        if (!open) setOpen(true)
        setHighlighted((current) =>
          current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        )
        return
      }
      case 'Enter': {
        // While the list is open Enter belongs to it: it never submits the form around the field.
        if (!open) return
        event.preventDefault()
        const option = highlighted >= 0 ? options[highlighted] : settled()
        if (option) select(option)
        return
      }
      case 'Escape':
        if (!open) return
        event.preventDefault()
        cancelSearch()
        setLoading(false)
        setOpen(false)
        setHighlighted(-1)
        return
    }
  }

  function onBlur() {
    // A search still waiting or running would open a list the person has left: it is dropped.
    cancelSearch()
    setLoading(false)
    const choice = settled()
    clearTimeout(blurTimer.current)
    blurTimer.current = setTimeout(() => {
      setOpen(false)
      setHighlighted(-1)
      if (choice) select(choice)
      else if (choice === null && value) onChange(null)
    }, blurDelayMs)
  }

  const listed = open && options.length > 0
  const status = open ? (loading ? SEARCHING_TEXT : (message ?? '')) : ''
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')

  return (
    <div
      ref={container}
      className="field autocomplete"
      data-invalid={error ? 'true' : undefined}
      data-open={open ? 'true' : undefined}
      style={LIST_SIZES}
    >
      <label id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <div className="autocomplete__control">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listId}
          aria-activedescendant={listed && highlighted >= 0 ? optionId(highlighted) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-busy={loading || undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={text}
          disabled={disabled}
          required={required}
          placeholder={placeholder}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onFocus={() => clearTimeout(blurTimer.current)}
        />
        {loading ? <span className="autocomplete__spinner" aria-hidden="true" /> : null}
        <div className="autocomplete__popup">
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            className="autocomplete__list"
            hidden={!listed}
            // A press on the list keeps the focus in the input: no blur, so the click can choose.
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.map((option, index) => (
              <li
                key={keyOf(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                className="autocomplete__option"
                onClick={() => select(option)}
              >
                {renderOption ? renderOption(option) : displayOf(option)}
              </li>
            ))}
          </ul>
          <div role="status" aria-live="polite" className="autocomplete__status">
            {status}
          </div>
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={value ? keyOf(value) : ''} /> : null}
    </div>
  )
}
