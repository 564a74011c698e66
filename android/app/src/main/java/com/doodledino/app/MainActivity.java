package com.doodledino.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
