//! WebRTC between two phones, from Rust: one negotiated data channel (id 0, so it opens with
//! no extra round trip) and no ICE servers at all, so nothing leaves the local network. The
//! closures the browser calls live in the [`Link`] that owns the connection (a dropped
//! closure would throw when called).

use super::code::{Code, CodeError, Kind};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// What happens on a link, as its owner hears it.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkEvent {
    /// The data channel is open: messages may go both ways.
    Open,
    Message(String),
    /// The connection failed or closed.
    Closed,
}

/// How long a phone gathers its addresses before it writes its code.
const GATHER_MS: u32 = 3_000;

/// One phone-to-phone connection with its data channel.
pub struct Link {
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_open: Closure<dyn FnMut()>,
    _on_close: Closure<dyn FnMut()>,
    _on_state: Closure<dyn FnMut()>,
}

impl Link {
    /// A connection with no ICE servers; `on` hears its events.
    pub fn new(on: impl Fn(LinkEvent) + Clone + 'static) -> Result<Link, JsValue> {
        let config = RtcConfiguration::new();
        config.set_ice_servers(&js_sys::Array::new());
        let pc = RtcPeerConnection::new_with_configuration(&config)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = pc.create_data_channel_with_data_channel_dict("samurai", &init);
        let heard = on.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if let Some(text) = e.data().as_string() {
                heard(LinkEvent::Message(text));
            }
        });
        let heard = on.clone();
        let on_open = Closure::<dyn FnMut()>::new(move || heard(LinkEvent::Open));
        let heard = on.clone();
        let on_close = Closure::<dyn FnMut()>::new(move || heard(LinkEvent::Closed));
        let watched = pc.clone();
        let on_state = Closure::<dyn FnMut()>::new(move || {
            if matches!(
                watched.connection_state(),
                RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
            ) {
                on(LinkEvent::Closed);
            }
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
        Ok(Link {
            pc,
            channel,
            _on_message: on_message,
            _on_open: on_open,
            _on_close: on_close,
            _on_state: on_state,
        })
    }

    /// The host's side: makes the offer for `seat` of the hosted game `table`.
    pub async fn offer(&self, table: u32, seat: u8) -> Result<Code, PairError> {
        let offer = JsFuture::from(self.pc.create_offer()).await?;
        // The browser's own description, applied as it made it.
        JsFuture::from(self.pc.set_local_description(offer.unchecked_ref())).await?;
        let sdp = self.gathered().await;
        Ok(Code::from_sdp(Kind::Offer, table, seat, &sdp)?)
    }

    /// The guest's side: takes the host's offer and makes the answer.
    pub async fn answer(&self, offer: &Code) -> Result<Code, PairError> {
        self.remote(RtcSdpType::Offer, offer).await?;
        let answer = JsFuture::from(self.pc.create_answer()).await?;
        JsFuture::from(self.pc.set_local_description(answer.unchecked_ref())).await?;
        let sdp = self.gathered().await;
        Ok(Code::from_sdp(Kind::Answer, offer.table, offer.seat, &sdp)?)
    }

    /// The host's side again: takes the guest's answer; the channel opens soon after.
    pub async fn accept(&self, answer: &Code) -> Result<(), PairError> {
        self.remote(RtcSdpType::Answer, answer).await
    }

    async fn remote(&self, kind: RtcSdpType, code: &Code) -> Result<(), PairError> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(&code.to_sdp());
        JsFuture::from(self.pc.set_remote_description(&init)).await?;
        Ok(())
    }

    /// The local description once the browser has gathered its addresses (or after
    /// [`GATHER_MS`], with what it has by then).
    async fn gathered(&self) -> String {
        let mut waited = 0;
        while self.pc.ice_gathering_state() != RtcIceGatheringState::Complete && waited < GATHER_MS
        {
            sleep(50).await;
            waited += 50;
        }
        self.pc
            .local_description()
            .map(|d| d.sdp())
            .unwrap_or_default()
    }

    /// Sends a message; `false` when the channel is not open.
    pub fn send(&self, text: &str) -> bool {
        self.channel.ready_state() == RtcDataChannelState::Open
            && self.channel.send_with_str(text).is_ok()
    }

    pub fn is_open(&self) -> bool {
        self.channel.ready_state() == RtcDataChannelState::Open
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        // The closures go with the link: the browser must not call them afterwards.
        self.channel.set_onmessage(None);
        self.channel.set_onopen(None);
        self.channel.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.channel.close();
        self.pc.close();
    }
}

/// Waits `ms` milliseconds.
pub(super) async fn sleep(ms: i32) {
    let wait = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(wait).await;
}

/// Why pairing failed, for the player.
#[derive(Clone, Debug, PartialEq)]
pub enum PairError {
    Code(CodeError),
    /// The browser refused (its words kept for a bug report, not shown).
    Browser(String),
}

impl From<CodeError> for PairError {
    fn from(e: CodeError) -> Self {
        PairError::Code(e)
    }
}

impl From<JsValue> for PairError {
    fn from(e: JsValue) -> Self {
        PairError::Browser(format!("{e:?}"))
    }
}

impl std::fmt::Display for PairError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairError::Code(c) => c.fmt(f),
            PairError::Browser(_) => f.write_str(crate::ts!(
                "This browser could not open a connection: reload the page and try again",
                "このブラウザでは接続を開けませんでした。ページを再読み込みして、もう一度お試しください"
            )),
        }
    }
}
