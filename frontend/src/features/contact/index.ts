// The contact feature's one entry (ADR 68): its layout, shared by the complaint lookup page.
import './contact.css';
