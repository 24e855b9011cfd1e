/**
 * Form controls of the Meetings editor and the calendar dialog, with legacy `name`/`id`
 * attributes (replica contract §11): date + hours/minutes combos, duration, status, repeat.
 */
import type { Child } from 'hono/jsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `<select>` whose options are [value, label] pairs. */
export function Select(props: { name: string; value: string; options: [string, string][]; id?: string }) {
  return (
    <select name={props.name} id={props.id ?? props.name} title="">
      {props.options.map(([v, l]) => (v === props.value ? <option value={v} selected>{l}</option> : <option value={v}>{l}</option>))}
    </select>
  );
}

/** Date input plus hour and minute selects, posted as `<name>_date`, `_hours`, `_minutes`. */
export function DateTimeCombo(props: { name: string; value: string }) {
  const [date, time] = (props.value || ' ').split(' ');
  const [h, m] = (time ?? '').split(':');
  return (
    <span class="dateTime">
      <input type="text" class="datetimecombo_date" name={`${props.name}_date`} id={`${props.name}_date`} value={date} size={11} maxlength={10} placeholder="yyyy-mm-dd" />
      <button type="button" class="btn btn-danger" id={`${props.name}_trigger`} title="Calendar">&#128197;</button>{' '}
      <Select name={`${props.name}_hours`} value={h ?? ''} options={Array.from({ length: 24 }, (_, i) => [pad(i), pad(i)] as [string, string])} />
      :
      <Select name={`${props.name}_minutes`} value={m ?? ''} options={['00', '15', '30', '45'].map((v) => [v, v] as [string, string])} />
    </span>
  );
}

/** Duration: hours select + minutes 00/15/30/45. */
export function Duration(props: { hours: string; minutes: string }) {
  return (
    <span>
      <Select name="duration_hours" value={props.hours} options={Array.from({ length: 25 }, (_, i) => [String(i), String(i)] as [string, string])} /> hours{' '}
      <Select name="duration_minutes" value={props.minutes} options={['0', '15', '30', '45'].map((v) => [v, v.padStart(2, '0')] as [string, string])} /> minutes
    </span>
  );
}

export const STATUS_OPTIONS: [string, string][] = [['Planned', 'Planned'], ['Held', 'Held'], ['Not Held', 'Not Held']];
export const REPEAT_TYPES: [string, string][] = [['', 'None'], ['Daily', 'Daily'], ['Weekly', 'Weekly'], ['Monthly', 'Monthly'], ['Yearly', 'Yearly']];
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Recurrence controls: Repeat, Every N, On weekdays, End after N / by date. */
export function RepeatFields(props: { v: (k: string) => string }) {
  const v = props.v;
  const dow = v('repeat_dow');
  const endBy = v('repeat_until') !== '';
  return (
    <div id="repeat_fields" class="repeat">
      <div><label for="repeat_type">Repeat:</label> <Select name="repeat_type" value={v('repeat_type')} options={REPEAT_TYPES} /></div>
      <div><label for="repeat_interval">Every:</label> <Select name="repeat_interval" value={v('repeat_interval') || '1'} options={Array.from({ length: 30 }, (_, i) => [String(i + 1), String(i + 1)] as [string, string])} /> <span>(days / weeks / months / years)</span></div>
      <div id="repeat_dow_row">
        On:{' '}
        {WEEKDAYS.map((d, i) => (
          <label>
            {dow.includes(String(i)) ? <input type="checkbox" name="repeat_dow" id={`repeat_dow_${i}`} value={String(i)} checked /> : <input type="checkbox" name="repeat_dow" id={`repeat_dow_${i}`} value={String(i)} />}
            {d}{' '}
          </label>
        ))}
      </div>
      <div>
        End:{' '}
        <label>{endBy ? <input type="radio" name="repeat_end_type" value="number" id="repeat_count_radio" /> : <input type="radio" name="repeat_end_type" value="number" id="repeat_count_radio" checked />} After</label>{' '}
        <input type="text" name="repeat_count" id="repeat_count" size={3} value={v('repeat_count')} /> recurrences{' '}
        <label>{endBy ? <input type="radio" name="repeat_end_type" value="date" id="repeat_until_radio" checked /> : <input type="radio" name="repeat_end_type" value="date" id="repeat_until_radio" />} By</label>{' '}
        <input type="text" name="repeat_until" id="repeat_until" size={11} value={v('repeat_until')} placeholder="yyyy-mm-dd" />
      </div>
    </div>
  );
}

/** A wide label/control row of an edit table. */
export function Row(props: { label: string; for: string; required?: boolean; children?: Child }) {
  return (
    <div class="col-xs-12 col-sm-6 edit-view-row-item">
      <div class="col-xs-12 col-sm-4 label" data-label={props.for}>
        <label for={props.for}>{props.label}:</label>{props.required ? <span class="required">*</span> : ''}
      </div>
      <div class="col-xs-12 col-sm-8 edit-view-field field-value" field={props.for}>{props.children}</div>
    </div>
  );
}
