import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { capturePosts, renderWithProviders, requestGate } from '@starfamily/shared/testing';
import ContactForm from '../components/ContactForm';

const captureContacts = (
  respond: () => Promise<Response> | Response = () => HttpResponse.json({ message: 'Message received', id: 1 }, { status: 201 }),
) => capturePosts('contacts', respond);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), '  አበበ Kebede ');
  await user.type(screen.getByLabelText(/^Email/), 'abebe@example.com');
  await user.type(screen.getByLabelText(/Phone/), '+251 911 000 000');
  await user.type(screen.getByLabelText(/^Message/), 'We need 2 containers of Sidamo grade 2.');
}

describe('contact form', () => {
  it('shows a field error once the field is touched, linked to the field for assistive technology', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm heading="Have Anything in mind? Let's discuss." />);
    expect(screen.getByRole('heading', { name: "Have Anything in mind? Let's discuss." })).toBeInTheDocument();
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('autocomplete', 'name');
    await user.type(name, 'Abebe 2');
    expect(screen.queryByText('Your name may contain only letters and spaces.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Your name may contain only letters and spaces.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your name may contain only letters and spaces.');
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
  });

  it('submitting with invalid fields shows every message and sends nothing', async () => {
    const received = captureContacts();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('has a robot trap that people neither see, reach by Tab nor hear', async () => {
    renderWithProviders(<ContactForm />);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
  });

  it('sends trimmed values, reads Sending... while waiting, then confirms and clears the form', async () => {
    const gate = requestGate();
    const received = captureContacts(async () => {
      await gate.passed;
      return HttpResponse.json({ message: 'Message received', id: 7 }, { status: 201 });
    });
    const user = userEvent.setup();
    const onSent = jest.fn();
    renderWithProviders(<ContactForm onSent={onSent} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(onSent).not.toHaveBeenCalled();
    gate.open();
    const dialog = await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(dialog).toHaveTextContent('Your message has been successfully sent.');
    const stored = {
      full_name: 'አበበ Kebede',
      email: 'abebe@example.com',
      phone: '+251 911 000 000',
      message: 'We need 2 containers of Sidamo grade 2.',
    };
    // The robot trap goes along, empty (a person never sees it).
    expect(received).toEqual([{ ...stored, website: '' }]);
    // What the widget turns into its starfamily:contact-sent event: the message as stored.
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith(stored);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no error under the emptied form once a message is sent (the field last typed in keeps focus on Send)', async () => {
    captureContacts();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillValid(user);
    expect(screen.getByLabelText(/^Message/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('dialog', { name: 'Message Sent!' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.queryByText('Please enter a message.')).not.toBeInTheDocument();
    for (const field of screen.getAllByRole('textbox')) expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('on failure says so below the button and keeps what the visitor typed', async () => {
    captureContacts(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const user = userEvent.setup();
    const onSent = jest.fn();
    renderWithProviders(<ContactForm onSent={onSent} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(screen.getByLabelText(/^Message/)).toHaveValue('We need 2 containers of Sidamo grade 2.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('an invalid submit moves focus to the first invalid field, by keyboard and by mouse, with Send never disabled', async () => {
    const received = captureContacts();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText(/Full name/), 'Almaz');
    const send = screen.getByRole('button', { name: 'Send Message' });
    await user.click(send);
    expect(send).toBeEnabled();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    // Fixed the email; the message is still missing: the next submit, by keyboard, goes there.
    await user.type(screen.getByLabelText(/^Email/), 'almaz@example.com');
    await user.tab(); // Phone
    await user.tab(); // Message
    await user.tab(); // Send
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveFocus());
    expect(await screen.findByText('Please enter a message.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });
});
